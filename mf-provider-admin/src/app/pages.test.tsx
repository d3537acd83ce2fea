import path from 'node:path';
import { screen } from '@testing-library/react';
import { expectExposesManifestPages } from '@souq/routes/testing';
import { mockApi, renderPage, signOut } from '@souq/testing';
import { pages } from './pages';

jest.setTimeout(60_000);

describe('mf_provider_admin ./pages', () => {
  it('exposes, as ./pages in its federation config, exactly the pages the route manifest gives it', () => {
    expectExposesManifestPages(path.resolve(__dirname, '../..'));
  });

  it.each(Object.keys(pages) as (keyof typeof pages)[])(
    '%s tells a signed-out visitor it is for providers, without calling the API',
    async (name) => {
      signOut();
      const api = mockApi({});
      const Page = pages[name];
      await renderPage(<Page />);
      expect(await screen.findByText('هذه الصفحة لمقدمي الخدمات فقط')).toBeInTheDocument();
      expect(api.calls).toHaveLength(0);
      api.restore();
    },
  );
});
