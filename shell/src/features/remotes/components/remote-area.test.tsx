import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@souq/ui/testing';
import { RemotePage, RemoteWidget } from './remote-area';

describe('remote areas', () => {
  beforeEach(() => {
    global.fetch = jest.fn(async () => ({
      ok: true,
      status: 200,
      json: async () => ({ mf_catalog: 'http://cdn.test/mf-manifest.json' }),
    })) as unknown as typeof fetch;
  });

  it('shows the localized fallback with a retry when a remote cannot be loaded', async () => {
    renderWithProviders(<RemotePage remote="mf_catalog" page="providersView" />);
    expect(await screen.findByText('تعذّر تحميل هذا الجزء')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'إعادة المحاولة' });
    await userEvent.click(retry);
    expect(await screen.findByText('تعذّر تحميل هذا الجزء')).toBeInTheDocument();
  });

  it('keeps a failing widget inside its own area', async () => {
    renderWithProviders(
      <div>
        <p>still here</p>
        <RemoteWidget remote="mf_orders" widget="ProviderHome" />
      </div>,
    );
    expect(await screen.findByTestId('remote-error-fallback')).toBeInTheDocument();
    expect(screen.getByText('still here')).toBeInTheDocument();
  });
});
