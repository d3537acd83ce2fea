import path from 'node:path';
import { screen } from '@testing-library/react';
import { expectExposesManifestPages } from '@souq/routes/testing';
import { mockApi, renderPage } from '@souq/testing';
import { signOutAdmin } from '@/testing/admin-session';
import { pages } from './pages';

jest.setTimeout(60_000);

describe('mf_admin ./pages', () => {
  it('exposes, as ./pages in its federation config, exactly the pages the route manifest gives it', () => {
    expectExposesManifestPages(path.resolve(__dirname, '../..'));
  });

  it.each((Object.keys(pages) as (keyof typeof pages)[]).filter((name) => name !== 'adminLogin'))(
    '%s sends a visitor without an admin session to /admin/login, without calling the API',
    async (name) => {
      signOutAdmin();
      const api = mockApi({});
      const Page = pages[name];
      await renderPage(<Page />, { path: '/admin/x', url: '/admin/x' });
      expect(await screen.findByTestId('location')).toHaveTextContent('/admin/login');
      expect(api.calls).toHaveLength(0);
      api.restore();
    },
  );
});
