import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { type Endpoint, endpoints } from '@souq/contracts';
import { useTestApp } from '../helpers/test-app';

const all: Endpoint[] = Object.values(endpoints).flatMap((group) => Object.values(group as Record<string, Endpoint>));
/** '/rates/providers/:id' → '/api/v1/rates/providers/{id}' (OpenAPI path templating). */
const openApiPath = (path: string) => `/api/v1${path.replace(/:(\w+)/g, '{$1}')}`;

describe('GET /api/v1/openapi.json', () => {
  const t = useTestApp();
  // biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document read as JSON
  let doc: any;
  before(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
    assert.equal(res.statusCode, 200);
    doc = res.json();
  });

  it('documents every implemented route of the contract (the published paths, typos included)', () => {
    assert.match(doc.openapi, /^3\./);
    const implemented = all.filter((e) => t.app.hasRoute({ method: e.method, url: `/api/v1${e.path}` }));
    assert.ok(implemented.length >= 70, `only ${implemented.length} implemented`);
    const missing = implemented.filter((e) => !doc.paths[openApiPath(e.path)]?.[e.method.toLowerCase()]);
    assert.deepEqual(
      missing.map((e) => `${e.method} ${e.path}`),
      [],
    );
    for (const typo of ['/api/v1/user/provider/fillter', '/api/v1/cotact-us', '/api/v1/intor-sliders']) assert.ok(doc.paths[typo], typo);
  });

  it('documents only the API, and every documented call is in the contract', () => {
    const contract = new Set(all.map((e) => `${e.method.toLowerCase()} ${openApiPath(e.path)}`));
    for (const [path, ops] of Object.entries(doc.paths as Record<string, object>)) {
      assert.ok(path.startsWith('/api/v1/'), path);
      for (const method of Object.keys(ops)) assert.ok(contract.has(`${method} ${path}`), `${method} ${path} is not in @souq/contracts`);
    }
  });

  it('carries the request and response schemas', () => {
    const list = doc.paths['/api/v1/user/services/provider'].post;
    assert.deepEqual(Object.keys(list.requestBody.content).sort(), [
      'application/json',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
    ]);
    const body = list.requestBody.content['multipart/form-data'].schema;
    assert.deepEqual(body.required, ['service_id']);
    const data = list.responses['200'].content['application/json'].schema.properties.data;
    assert.ok(data.properties.pagination, 'response data has pagination');
    const rates = doc.paths['/api/v1/rates/providers/{id}'].get;
    assert.equal(rates.parameters[0].in, 'path');
    assert.equal(rates.parameters[0].name, 'id');
  });
});
