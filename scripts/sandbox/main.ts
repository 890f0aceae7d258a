// The sandbox backend alone: `npm run sandbox` (PORT default 4400, DATABASE default
// data/sandbox.sqlite). `npm start` embeds the same handler in the site server instead.
// SANDBOX_TRUST_PROXY=1: it sits behind a reverse proxy (the site server with BACKEND_URL pointing
// here), whose X-Forwarded-Host names the site the visitor reached; without it that header is ignored.
import http from 'node:http';
import { createSandbox, defaultDatabasePath } from './app.ts';

const port = Number(process.env['PORT'] ?? 4400);
const host = process.env['HOST'] || '127.0.0.1';
const trustProxy = ['1', 'true'].includes(process.env['SANDBOX_TRUST_PROXY'] ?? '');
const sandbox = createSandbox({ databasePath: process.env['DATABASE'] || defaultDatabasePath, trustProxy });
const server = http.createServer((req, res) => void sandbox.handler(req, res));
server.listen(port, host, () => console.log(`Sandbox backend at http://${host}:${port}/`));
const stop = (): void => {
  server.close();
  sandbox.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
