/**
 * A local Unifonic "Send SMS" (docs.unifonic.com): POST /rest/SMS/messages, form-encoded
 * AppSid, SenderID, Recipient, Body; answers JSON `{ success, message, errorCode, data }`.
 * A wrong AppSid answers success:false. Tests queue what the next attempts meet:
 * `fail` (success:false), `drop` (the connection is cut), `hang` (no answer), 500, or `ok`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type SmsAnswer = 'ok' | 'fail' | 'drop' | 'hang' | 500;

export interface UnifonicStandIn {
  /** As UNIFONIC_API_URL. */
  url: string;
  appSid: string;
  /** The variables that point the app at it. */
  env: Record<string, string>;
  /** Each request as received: content type, form fields and when it came. */
  received: { contentType: string | undefined; fields: Record<string, string>; at: number }[];
  /** The next attempts meet these answers, in order (then `ok`). */
  script(...answers: SmsAnswer[]): void;
  close(): Promise<void>;
}

export async function startUnifonicStandIn(opts: { appSid?: string } = {}): Promise<UnifonicStandIn> {
  const appSid = opts.appSid ?? 'AppSidStandIn01';
  const received: UnifonicStandIn['received'] = [];
  const queue: SmsAnswer[] = [];
  let messageId = 1000;

  const json = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (req.method !== 'POST' || path !== '/rest/SMS/messages')
        return json(res, 404, { success: false, message: 'Not found', errorCode: 'ER-404' });
      const fields = Object.fromEntries(new URLSearchParams(raw));
      received.push({ contentType: req.headers['content-type'], fields, at: Date.now() });
      const answer = queue.shift() ?? 'ok';
      if (answer === 'hang') return;
      if (answer === 'drop') return req.socket.destroy();
      if (answer === 500) return json(res, 500, { success: false, message: 'Internal error', errorCode: 'ER-500', data: null });
      if (answer === 'fail' || fields.AppSid !== appSid)
        return json(res, 200, { success: false, message: 'Invalid AppSid', errorCode: 'ER-01', data: null });
      json(res, 200, {
        success: true,
        message: '',
        errorCode: 'ER-00',
        data: {
          MessageID: messageId++,
          CorrelationID: '',
          Status: 'Sent',
          NumberOfUnits: 1,
          Cost: 0.04,
          Balance: 100,
          Recipient: fields.Recipient,
          TimeCreated: new Date().toISOString(),
          CurrencyCode: 'SAR',
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    appSid,
    env: { SMS_DRIVER: 'unifonic', UNIFONIC_APP_SID: appSid, UNIFONIC_API_URL: url },
    received,
    script: (...answers) => {
      queue.push(...answers);
    },
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
