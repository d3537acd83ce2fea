/**
 * A suite's app pointed at a fresh Unifonic stand-in, with its log lines kept: started in a
 * `before` hook and closed in an `after` hook of the suite that calls it. `env` adds to the
 * variables that point the app at the stand-in.
 */
import { after, before } from 'node:test';
import { startUnifonicStandIn, type UnifonicStandIn } from '../stand-ins/unifonic';
import { createTestApp, type TestApp } from './test-app';

export function useUnifonicApp(env: Record<string, string>) {
  const log: string[] = [];
  let sms: UnifonicStandIn | undefined;
  let t: TestApp | undefined;
  before(async () => {
    sms = await startUnifonicStandIn();
    t = await createTestApp({ env: { ...sms.env, ...env }, logStream: { write: (line) => void log.push(line) } });
  });
  after(async () => {
    await t?.close();
    await sms?.close();
  });
  const started = <T>(value: T | undefined): T => {
    if (!value) throw new Error('the stand-in and app start in the suite before hook');
    return value;
  };
  return {
    log,
    get sms() {
      return started(sms);
    },
    get t() {
      return started(t);
    },
  };
}
