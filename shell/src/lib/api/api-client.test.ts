import { ContractError, getCategoryServices, getRangePrices, getSettings } from '@souq/api-client';
import { createSettings, createSubService, type MockedApi, mockApi, ok } from '@souq/testing';

describe('@souq/api-client endpoint functions', () => {
  let api: MockedApi;
  afterEach(() => api.restore());

  it('parses the answer with the endpoint schema: unknown fields dropped, data off the contract rejected', async () => {
    api = mockApi({ 'GET /settings': [ok({ ...createSettings(), internal: 'x' }), ok({ footer_logo: 1 })] });
    const first = await getSettings();
    expect(first.data).toEqual(createSettings());
    const said = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(getSettings()).rejects.toBeInstanceOf(ContractError);
    expect(said).toHaveBeenCalledWith(expect.stringContaining('GET /settings answered data that does not match its contract'));
    said.mockRestore();
  });

  it('fills path parameters and sends the query', async () => {
    api = mockApi({
      'GET /user/categories/12/services': ok({ services: [createSubService({ id: 5 })] }),
      'GET /range-prices': ok([{ id: 1, from: 0, to: 100 }]),
    });
    expect((await getCategoryServices(12)).data.services.map((s) => s.id)).toEqual([5]);
    await getRangePrices('service');
    expect(api.callsTo('GET', '/range-prices')[0].query).toEqual({ type: 'service' });
  });
});
