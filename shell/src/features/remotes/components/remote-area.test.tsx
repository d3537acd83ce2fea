import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { renderPage, testApi } from '@souq/testing';
import '@/config/i18n';
import { RemotePage, RemoteWidget } from './remote-area';

// The federation runtime is the edge here: each test says what loading a remote gives.
jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerGlobalPlugins: jest.fn(),
  loadRemote: jest.fn(),
  init: jest.fn(),
}));
const load = loadRemote as jest.MockedFunction<typeof loadRemote>;
const UNAVAILABLE = { __souqRemoteUnavailable: true, error: 'offline' };

describe('remote areas', () => {
  const api = testApi();
  beforeEach(() => {
    api.mock({
      'GET /remotes.json': Response.json({
        mf_catalog: 'http://cdn.test/catalog/mf-manifest.json',
        mf_orders: 'http://cdn.test/orders/mf-manifest.json',
        mf_chat: 'http://cdn.test/chat/mf-manifest.json',
      }),
    });
  });

  it('retries a failed remote once by itself with its current manifest: no fallback when that works', async () => {
    load.mockResolvedValueOnce(UNAVAILABLE);
    load.mockResolvedValueOnce({ pages: { userOrder: () => <h1>orders from the new release</h1> } });
    await renderPage(<RemotePage remote="mf_orders" page="userOrder" />);
    expect(await screen.findByRole('heading', { name: 'orders from the new release' })).toBeInTheDocument();
    expect(screen.queryByText('تعذّر تحميل هذا الجزء')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    // The retry asked the server which release is live now, not the page's copy.
    expect(api.callsTo('GET', '/remotes.json').length).toBeGreaterThanOrEqual(2);
  });

  it('shows the localized fallback after the one automatic retry, and its button loads the remote again', async () => {
    load.mockResolvedValueOnce(UNAVAILABLE);
    load.mockResolvedValueOnce(UNAVAILABLE);
    load.mockResolvedValueOnce({ pages: { providersView: () => <h1>providers from the remote</h1> } });
    await renderPage(<RemotePage remote="mf_catalog" page="providersView" />);
    expect(await screen.findByText('تعذّر تحميل هذا الجزء')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);

    await userEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByRole('heading', { name: 'providers from the remote' })).toBeInTheDocument();
    expect(screen.queryByText('تعذّر تحميل هذا الجزء')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenLastCalledWith('mf_catalog/pages');
  });

  it('shows the fallback again when the retry fails too, without looping', async () => {
    load.mockResolvedValue(UNAVAILABLE);
    // Another remote than above: loaded modules and lazy components are cached per remote.
    await renderPage(<RemotePage remote="mf_chat" page="allchatsView" />);
    await userEvent.click(await screen.findByRole('button', { name: 'إعادة المحاولة' }));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(3));
    expect(await screen.findByText('تعذّر تحميل هذا الجزء')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps a failing widget inside its own area', async () => {
    load.mockResolvedValue(UNAVAILABLE);
    await renderPage(
      <div>
        <p>still here</p>
        <RemoteWidget remote="mf_orders" widget="ProviderHome" />
      </div>,
    );
    expect(await screen.findByTestId('remote-error-fallback')).toBeInTheDocument();
    expect(screen.getByText('still here')).toBeInTheDocument();
  });
});
