// Validates content-cache/ against the schemas: `npm run validate-snapshot`.
import { validateSnapshot } from '../src/content/snapshot.ts';

const { files, problems } = validateSnapshot();
for (const p of problems) console.error(`${p.file}${p.entry ? ` [${p.entry}]` : ''} ${p.field}: ${p.message}`);
console.log(`${files} files checked, ${problems.length} problems`);
process.exitCode = problems.length ? 1 : 0;
