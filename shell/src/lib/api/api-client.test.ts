import { cancelOrder, ContractError, getCategoryServices, getRangePrices, getSettings } from '@souq/api-client';
import { createSettings, createSubService, deferred, fail, ok, signInAs, testApi } from '@souq/testing';

describe('@souq/api-client endpoint functions', () => {
  const api = testApi();

  it('parses the answer with the endpoint schema: unknown fields dropped, data off the contract rejected', async () => {
    api.mock({ 'GET /settings': [ok({ ...createSettings(), internal: 'x' }), ok({ footer_logo: 1 })] });
    const first = await getSettings();
    expect(first.data).toEqual(createSettings());
    const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(getSettings()).rejects.toBeInstanceOf(ContractError);
    expect(said).toHaveBeenCalledWith(expect.stringContaining('GET /settings answered data that does not match its contract'));
    said.mockRestore();
  });

  it('fills path parameters and sends the query', async () => {
    api.mock({
      'GET /user/categories/12/services': ok({ services: [createSubService({ id: 5 })] }),
      'GET /range-prices': ok([{ id: 1, from: 0, to: 100 }]),
    });
    expect((await getCategoryServices(12)).data.services.map((s) => s.id)).toEqual([5]);
    await getRangePrices('service');
    expect(api.callsTo('GET', '/range-prices')[0].query).toEqual({ type: 'service' });
  });

  describe('Idempotency-Key', () => {
    const keys = () => api.callsTo('POST', '/user/request-service/cancel').map((c) => c.headers['idempotency-key']);
    beforeEach(() => signInAs('user'));

    it('goes on every POST, never on a GET; each submit after an answer has a fresh one', async () => {
      api.mock({ 'POST /user/request-service/cancel': ok(null), 'GET /range-prices': ok([]) });
      await cancelOrder(7);
      await cancelOrder(7);
      await getRangePrices('service');
      const [a, b] = keys();
      expect(a).toMatch(/^[0-9a-f]{32}$/);
      expect(b).toMatch(/^[0-9a-f]{32}$/);
      expect(a).not.toBe(b);
      expect(api.callsTo('GET', '/range-prices')[0].headers['idempotency-key']).toBeUndefined();
    });

    it('is the same for an identical POST sent while the first is on its way (a double click), not for another body', async () => {
      const first = deferred();
      api.mock({ 'POST /user/request-service/cancel': [first.answer, ok(null), ok(null)] });
      const one = cancelOrder(7);
      const two = cancelOrder(7);
      const other = cancelOrder(8);
      await new Promise((r) => setTimeout(r, 20));
      first.resolve(ok(null));
      await Promise.all([one, two, other]);
      const [a, b, c] = keys();
      expect(b).toBe(a);
      expect(c).not.toBe(a);
    });

    it('is reused by the retry of a submit that got no answer, and dropped after a refusal', async () => {
      api.mock({
        'POST /user/request-service/cancel': [new Response('', { status: 502 }), ok(null), fail('لا يمكن الإلغاء'), ok(null)],
      });
      await expect(cancelOrder(9)).rejects.toThrow();
      await cancelOrder(9);
      await expect(cancelOrder(9)).rejects.toThrow('لا يمكن الإلغاء');
      await cancelOrder(9);
      const [gone, retry, refused, again] = keys();
      expect(retry).toBe(gone);
      expect(refused).not.toBe(retry);
      expect(again).not.toBe(refused);
    });
  });

  describe('calls the HTML started (window.__SOUQ_EARLY__)', () => {
    const started = (
      calls: Array<{ method: string; path: string; query?: string; body?: unknown; reads?: number; data: unknown }>,
      at = Date.now(),
    ) => {
      window.__SOUQ_EARLY__ = {
        at,
        token: 'test-user-token',
        lang: 'ar',
        calls: calls.map(({ data, reads = 1, ...c }) => ({ ...c, reads, answer: Promise.resolve({ status: 200, body: ok(data) }) })),
      };
    };
    beforeEach(() => signInAs('user'));
    afterEach(() => {
      delete window.__SOUQ_EARLY__;
    });

    it('answers the same call from the started one as many times as the HTML counted readers, then asks the server', async () => {
      api.mock({ 'GET /settings': ok(createSettings({ terms_en: 'network' })) });
      started([{ method: 'GET', path: '/settings', reads: 2, data: createSettings({ terms_en: 'early' }) }]);
      expect((await getSettings()).data.terms_en).toBe('early');
      expect((await getSettings()).data.terms_en).toBe('early');
      expect(api.callsTo('GET', '/settings')).toHaveLength(0);
      // A later refetch (a live event, a retry) gets what the server says now.
      expect((await getSettings()).data.terms_en).toBe('network');
    });

    it('asks the server when the query, the token or the language differ, or once the answers are too old', async () => {
      api.mock({ 'GET /range-prices': ok([{ id: 2, from: 0, to: 10 }]) });
      started([{ method: 'GET', path: '/range-prices', query: 'type=product', data: [{ id: 1, from: 0, to: 5 }] }]);
      expect((await getRangePrices('service')).data[0]?.id).toBe(2);
      signInAs('provider');
      expect((await getRangePrices('product')).data[0]?.id).toBe(2);
      signInAs('user');
      expect((await getRangePrices('product')).data[0]?.id).toBe(1);
      started([{ method: 'GET', path: '/range-prices', query: 'type=product', data: [{ id: 1, from: 0, to: 5 }] }], Date.now() - 11_000);
      expect((await getRangePrices('product')).data[0]?.id).toBe(2);
      expect(window.__SOUQ_EARLY__).toBeUndefined();
    });

    it('forgets them once another POST is sent (it may change what they said)', async () => {
      api.mock({ 'POST /user/request-service/cancel': ok(null), 'GET /settings': ok(createSettings({ terms_en: 'network' })) });
      started([{ method: 'GET', path: '/settings', data: createSettings({ terms_en: 'early' }) }]);
      await cancelOrder(7);
      expect((await getSettings()).data.terms_en).toBe('network');
    });
  });
});
