/**
 * The Moyasar stand-in as a process of its own, for the browser journeys (packages/e2e):
 * `node --import tsx test/stand-ins/moyasar-serve.ts <port> <webhook URL>`, with the keys in
 * MOYASAR_SECRET_KEY and MOYASAR_WEBHOOK_SECRET as the server has them. Its notices (the
 * callback and the webhook) are posted over HTTP to the server under test, as Moyasar would.
 */
import { startMoyasarStandIn } from './moyasar';

const [port, webhookUrl] = process.argv.slice(2);
const standIn = await startMoyasarStandIn({
  port: Number(port),
  webhookUrl,
  secretKey: process.env.MOYASAR_SECRET_KEY,
  webhookSecret: process.env.MOYASAR_WEBHOOK_SECRET,
  deliver: async (url, body) => {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    await res.body?.cancel();
    return res.status;
  },
});
console.log(`Moyasar stand-in: API ${standIn.apiUrl}, secret key ${standIn.secretKey}, webhook secret ${standIn.webhookSecret}`);
const stop = () => void standIn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
