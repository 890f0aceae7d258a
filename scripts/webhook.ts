// `npm run webhook`: the publish webhook receiver alone (scripts/publish/README.md). With
// WEBHOOK_SECRET set, `npm run serve` / `npm start` mount the same receiver beside the site instead.
//
//   WEBHOOK_SECRET=…            required: the X-Webhook-Secret header value (16 characters at least)
//   WEBHOOK_PORT=4322 WEBHOOK_HOST=127.0.0.1
//   WEBHOOK_DEBOUNCE_MS=10000   quiet time after the last delivery before publishing
//   WEBHOOK_MAX_WAIT_MS=120000  longest wait after the first delivery, however many follow
//   WEBHOOK_CI_URL=…            trigger this CI endpoint instead of publishing locally (+ WEBHOOK_CI_TOKEN)
//   PUBLISH_ARGS="--no-smoke"   extra flags for the local publish
import { createServer } from 'node:http';
import { receiverFromEnv } from './publish/receiver.ts';

const env = process.env;
const receiver = receiverFromEnv(env);
if ('error' in receiver) {
  console.error(`webhook: ${receiver.error}`);
  process.exit(1);
}
const port = Number(env['WEBHOOK_PORT'] || 4322);
const host = env['WEBHOOK_HOST'] || '127.0.0.1';
const server = createServer((req, res) => {
  if (!receiver.handler(req, res)) {
    res.writeHead(404, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'not a webhook path' }));
  }
});
server.listen(port, host, () => {
  console.log(`webhook receiver on http://${host}:${port}${receiver.prefix}/{cms,helpdesk,state} (${receiver.mode})`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    receiver.queue.close();
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
