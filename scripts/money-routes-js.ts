// The JavaScript each money route of the /auth app loads on top of the shell (README "Send, pay
// and payment results"): the route's lazy chunk and its static imports that the shell's first
// JavaScript does not already carry, gzip sizes as served. Run after a build:
//   node scripts/money-routes-js.ts [dist]
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstJavaScript, staticImportClosure } from './first-javascript.ts';

const SCREENS = ['SendScreen', 'RequestScreen', 'PayScreen', 'WaitingNotificationScreen', 'ResultScreen', 'UserErrorScreen'] as const;

function moneyRoutesJavaScript(dist: string): Array<{ screen: string; bytes: number; files: number }> {
  const shell = new Set(firstJavaScript(dist, 'auth/index.html').files.map((f) => f.url));
  const chunks = readdirSync(join(dist, '_astro')).filter((f) => f.endsWith('.js'));
  return SCREENS.map((screen) => {
    const chunk = chunks.find((f) => f.startsWith(`${screen}.`));
    if (!chunk) throw new Error(`no chunk for ${screen}`);
    const own = [...staticImportClosure(dist, [`/_astro/${chunk}`])].filter((url) => !shell.has(url));
    return { screen, files: own.length, bytes: own.reduce((sum, url) => sum + gzipSync(readFileSync(join(dist, url))).length, 0) };
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv[2] ?? 'dist';
  console.log(`shell first JavaScript: ${firstJavaScript(dist, 'auth/index.html').bytes} bytes gzip`);
  for (const row of moneyRoutesJavaScript(dist)) console.log(`${row.screen}: +${row.bytes} bytes gzip in ${row.files} files`);
}
