/**
 * Unifonic's "Send SMS" (https://docs.unifonic.com: POST {UNIFONIC_API_URL}/rest/SMS/messages,
 * form fields AppSid, SenderID, Recipient, Body; the JSON answer says `success`).
 * An answer with success:false, a non-2xx status or a transport error is tried again up to
 * RETRIES more times, waiting backoffMs, then twice as long each time. With the defaults
 * (10 s per attempt, 1 + 2 + 4 s of waits) the person hears back within 60 s.
 */
import type { SmsDriver, SmsMessage } from './sms';
import { SmsSendError } from './sms';

export interface UnifonicConfig {
  appSid: string;
  senderId: string | null;
  /** e.g. https://el.cloud.unifonic.com (no trailing slash). */
  apiUrl: string;
  timeoutMs: number;
  backoffMs: number;
}

const RETRIES = 3;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** International digits without `+` or `00`, as the documentation asks. */
export const unifonicRecipient = (m: Pick<SmsMessage, 'countryCode' | 'phone'>) =>
  `${m.countryCode}${m.phone}`.replace(/\D/g, '').replace(/^00/, '');

export function createUnifonicDriver(cfg: UnifonicConfig): SmsDriver {
  async function attempt(form: URLSearchParams): Promise<string | null> {
    try {
      const res = await fetch(`${cfg.apiUrl}/rest/SMS/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(cfg.timeoutMs),
      });
      const answer = (await res.json().catch(() => null)) as { success?: unknown; errorCode?: unknown } | null;
      if (res.ok && answer?.success === true) return null;
      // Only the status and Unifonic's error code: the body would echo the message (and its code).
      return `status ${res.status}, success ${String(answer?.success)}, errorCode ${String(answer?.errorCode ?? '-')}`;
    } catch (err) {
      return (err as Error).name === 'TimeoutError' ? `timeout after ${cfg.timeoutMs} ms` : 'transport error';
    }
  }

  return {
    name: 'unifonic',
    async send(m) {
      const form = new URLSearchParams({ AppSid: cfg.appSid, Recipient: unifonicRecipient(m), Body: m.body });
      if (cfg.senderId) form.set('SenderID', cfg.senderId);
      const failures: string[] = [];
      for (let n = 0; n <= RETRIES; n++) {
        if (n > 0) await sleep(cfg.backoffMs * 2 ** (n - 1));
        const failure = await attempt(form);
        if (failure === null) return;
        failures.push(failure);
      }
      throw new SmsSendError('unifonic', failures);
    },
  };
}
