/**
 * Every contract route, for a guest and for a signed-in caller of the route's role, with the
 * inputs that used to answer 500: ids above 2^31-1 (path, query, body), NUL bytes in text,
 * file-shaped JSON objects, huge bracketed indices and malformed multipart bodies. Each answer
 * must be below 500, a JSON envelope, and say its charset.
 */
import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { type Endpoint, endpoints } from '@souq/contracts';
import type { z } from 'zod';
import { admins } from '../../src/db/schema';
import { type Def, unwrap } from '../../src/lib/schema-walk';
import { makeProvider, makeUser } from '../catalog/fixtures';
import { useTestApp } from '../helpers/test-app';

const all: Endpoint[] = Object.values(endpoints).flatMap((group) => Object.values(group as Record<string, Endpoint>));

const BIG_ID = 2 ** 31;
const NUL = 'a\u0000b';
const FAKE_FILE = { kind: 'file', field: 'image', filename: 'a.png', mimetype: 'image/png', buffer: { type: 'Buffer', data: [1, 2] } };

type Pick = (key: string, def: Def) => unknown;
/** A plausible value per field, so a single nasty field is what reaches the route. */
const plausible: Pick = (key, def) => {
  if (def.type === 'number') return 1;
  if (def.type === 'boolean') return true;
  if (def.type === 'enum') return Object.values(def.entries ?? {})[0];
  if (def.type === 'literal') return def.values?.[0];
  if (def.type === 'custom') return undefined;
  if (key.includes('email')) return 'a@example.com';
  if (key.includes('phone')) return '501234567';
  if (key === 'country_code') return '+966';
  if (key === 'code') return '12345';
  if (key.includes('password')) return 'secret123';
  return 'test';
};
const bigIds: Pick = (key, def) => (def.type === 'number' ? BIG_ID : plausible(key, def));
const nulText: Pick = (key, def) => (def.type === 'string' || def.type === 'enum' ? NUL : plausible(key, def));
const fakeFiles: Pick = (key, def) => (def.type === 'custom' ? FAKE_FILE : plausible(key, def));

function fill(schema: z.ZodType | undefined, pick: Pick): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema ? (unwrap(schema).shape ?? {}) : {})) {
    const def = unwrap(field);
    const value = def.type === 'array' && def.element ? [pick(key, unwrap(def.element))] : pick(key, def);
    if (value !== undefined) out[key] = value;
  }
  return out;
}

const pathOf = (e: Endpoint, id: string | number) => `/api/v1${e.path.replace(/:\w+/g, encodeURIComponent(String(id)))}`;
const queryOf = (q: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(q).map(([k, v]): [string, string] => [k, String(v)])).toString();

interface Probe {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  headers?: Record<string, string>;
  payload?: string | Record<string, unknown>;
}

function probes(e: Endpoint): Probe[] {
  const list: Probe[] = [];
  for (const [name, pick] of [
    ['ids above 2^31-1', bigIds],
    ['NUL bytes', nulText],
    ['fake files', fakeFiles],
  ] as const) {
    const query = queryOf(fill(e.query, pick));
    const id = name === 'ids above 2^31-1' ? BIG_ID : name === 'NUL bytes' ? NUL : 1;
    const url = `${pathOf(e, id)}${query ? `?${query}` : ''}`;
    if (e.method === 'GET') list.push({ name, method: 'GET', url });
    else list.push({ name: `${name} (JSON)`, method: 'POST', url, payload: fill(e.body, pick) });
  }
  if (e.method === 'POST') {
    const url = pathOf(e, 1);
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    list.push({ name: 'urlencoded index 1e8', method: 'POST', url, headers: form, payload: 'x[100000000]=1&images[4294967294]=1' });
    list.push({ name: 'JSON index 1e8', method: 'POST', url, payload: { 'x[100000000]': 1 } });
    const mp = (boundary: string | null) => ({ 'content-type': `multipart/form-data${boundary ? `; boundary=${boundary}` : ''}` });
    list.push({ name: 'multipart without boundary', method: 'POST', url, headers: mp(null), payload: 'garbage' });
    list.push({ name: 'multipart not multipart', method: 'POST', url, headers: mp('XYZ'), payload: 'not a multipart body' });
    list.push({
      name: 'multipart truncated',
      method: 'POST',
      url,
      headers: mp('XYZ'),
      payload: '--XYZ\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue',
    });
    list.push({
      name: 'multipart bad part header',
      method: 'POST',
      url,
      headers: mp('XYZ'),
      payload:
        '--XYZ\r\nContent-Type: text/plain\r\n\r\nvalue\r\n--XYZ\r\nContent-Disposition: form-data; name="images[4294967294]"; filename="a.png"\r\n\r\nPNG\r\n--XYZ--\r\n',
    });
  }
  return list;
}

describe('every contract route answers bad input without a 500', () => {
  const t = useTestApp();
  let adminId: number;
  before(async () => {
    const [admin] = await t.app.deps.db.select({ id: admins.id }).from(admins).limit(1);
    assert.ok(admin, 'no admin seeded');
    adminId = admin.id;
  });

  /** A fresh session per route, so a sign-out or account deletion on one route leaves the next alone. */
  async function tokenFor(e: Endpoint): Promise<string> {
    const db = t.app.deps.db;
    const role = e.roles?.[0] ?? 'user';
    if (role === 'admin') return t.app.deps.tokens.issue('admin', adminId);
    if (role === 'provider') return t.app.deps.tokens.issue('provider', (await makeProvider(db, 'Sweep')).id);
    return t.app.deps.tokens.issue('user', (await makeUser(db, 'Sweep')).id);
  }

  for (const caller of ['guest', 'signed in'] as const) {
    it(`as ${caller}`, { timeout: 600_000 }, async () => {
      const implemented = all.filter((e) => t.app.hasRoute({ method: e.method, url: `/api/v1${e.path}` }));
      assert.ok(implemented.length >= 70, `only ${implemented.length} routes found`);
      const problems: string[] = [];
      for (const e of implemented) {
        const token = caller === 'guest' ? null : await tokenFor(e);
        for (const p of probes(e)) {
          const headers: Record<string, string> = { lang: 'en', ...p.headers };
          if (token) headers.authorization = `Bearer ${token}`;
          const res = await t.app.inject({ method: p.method, url: p.url, headers, payload: p.payload });
          const where = `${e.method} ${e.path} [${p.name}]`;
          let body: { key?: unknown; msg?: unknown } | null = null;
          try {
            body = res.json();
          } catch {
            body = null;
          }
          if (res.statusCode >= 500) problems.push(`${where}: ${res.statusCode} ${res.body.slice(0, 120)}`);
          else if (typeof body?.key !== 'string' || typeof body.msg !== 'string')
            problems.push(`${where}: not an envelope: ${res.body.slice(0, 120)}`);
          else if (!/charset=utf-8/i.test(String(res.headers['content-type'])))
            problems.push(`${where}: content-type ${res.headers['content-type']}`);
        }
      }
      assert.deepEqual(problems, []);
    });
  }
});
