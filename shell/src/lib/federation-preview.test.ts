import { readFileSync } from 'node:fs';
import path from 'node:path';
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { mockApi } from '@souq/testing';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  loadRemote: jest.fn(),
  init: jest.fn(),
}));

/** A fresh module per test: the registered manifest is kept per page load. */
const federation = () => {
  let mod: typeof import('./federation') | undefined;
  jest.isolateModules(() => {
    mod = require('./federation');
  });
  return mod!;
};

describe('a tab previewing a release', () => {
  afterEach(() => {
    sessionStorage.clear();
    window.history.replaceState(null, '', '/');
    delete (window as { __SOUQ_REMOTES__?: unknown }).__SOUQ_REMOTES__;
    delete (window as { __SOUQ_PREVIEW__?: unknown }).__SOUQ_PREVIEW__;
    jest.restoreAllMocks();
  });

  it('reads ?preview= (a bare + or %2B alike) and keeps it for this tab only, in sessionStorage', () => {
    window.history.replaceState(null, '', '/userOrder?preview=mf_orders@0.1.0+abc1234');
    expect(federation().previewRelease()).toEqual({ remote: 'mf_orders', version: '0.1.0+abc1234' });
    window.history.replaceState(null, '', '/userOrder');
    expect(federation().previewRelease()).toEqual({ remote: 'mf_orders', version: '0.1.0+abc1234' });
    expect(sessionStorage.getItem('souq.preview')).toBe('mf_orders@0.1.0+abc1234');
    expect(localStorage.length).toBe(0);
    expect(document.cookie).toBe('');
    window.history.replaceState(null, '', '/?preview=mf_orders@0.1.0%2Bdef5678');
    expect(federation().previewRelease()?.version).toBe('0.1.0+def5678');
  });

  it('asks the server for the mapping with the preview instead of the page inlined one', async () => {
    (window as { __SOUQ_REMOTES__?: unknown }).__SOUQ_REMOTES__ = { mf_orders: '/mf/orders/mf-manifest.json' };
    window.history.replaceState(null, '', '/?preview=mf_orders@0.1.0+abc1234');
    const api = mockApi({ 'GET /remotes.json': Response.json({ mf_orders: '/releases/mf-orders/0.1.0+abc1234/mf-manifest.json' }) });
    try {
      await federation().ensureRemotesRegistered();
      expect(api.callsTo('GET', '/remotes.json')[0]?.query).toEqual({ preview: 'mf_orders@0.1.0+abc1234' });
      expect(registerRemotes).toHaveBeenCalledWith([
        { name: 'mf_orders', entry: 'http://localhost/releases/mf-orders/0.1.0+abc1234/mf-manifest.json' },
      ]);
    } finally {
      api.restore();
    }
  });

  it('without a preview, uses the inlined mapping', async () => {
    (window as { __SOUQ_REMOTES__?: unknown }).__SOUQ_REMOTES__ = { mf_orders: '/mf/orders/mf-manifest.json' };
    const api = mockApi({});
    try {
      expect(await federation().ensureRemotesRegistered()).toEqual({ mf_orders: '/mf/orders/mf-manifest.json' });
      expect(api.calls).toHaveLength(0);
    } finally {
      api.restore();
    }
  });

  it("takes what the page's head script read, without reading sessionStorage again", () => {
    const html = readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
    expect(html).toContain(`window.__SOUQ_PREVIEW__ = sessionStorage.getItem('${federation().PREVIEW_KEY}')`);
    const read = jest.spyOn(Storage.prototype, 'getItem');
    (window as { __SOUQ_PREVIEW__?: unknown }).__SOUQ_PREVIEW__ = null;
    expect(federation().previewRelease()).toBeNull();
    (window as { __SOUQ_PREVIEW__?: unknown }).__SOUQ_PREVIEW__ = 'mf_orders@0.1.0+abc1234';
    const mod = federation();
    expect(mod.previewRelease()).toEqual({ remote: 'mf_orders', version: '0.1.0+abc1234' });
    expect(read).not.toHaveBeenCalled();
    mod.endPreview();
    expect(mod.previewRelease()).toBeNull();
  });
});
