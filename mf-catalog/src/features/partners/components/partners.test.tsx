import { screen } from '@testing-library/react';
import '../i18n';
import { Partners } from './partners';
import { ok, renderPage, testApi } from '@souq/testing';

describe('Partners (home widget)', () => {
  const api = testApi();

  it('shows partner logos from /partners', async () => {
    api.mock({
      'GET /partners': ok([
        { id: 1, image: 'https://cdn.test/p1.png', name: 'شريك أ' },
        { id: 2, image: 'https://cdn.test/p2.png', name: 'شريك ب' },
      ]),
    });
    await renderPage(<Partners />);
    expect(await screen.findByRole('heading', { name: 'شركاء النجاح' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'شريك 1', hidden: true })[0]).toHaveAttribute('src', 'https://cdn.test/p1.png');
    // Two logos fit a wide screen: the carousel is marked so its arrows do not cover them.
    const carousel = screen.getAllByRole('region', { name: 'شركاء النجاح' }).find((el) => el.classList.contains('souq-slider'));
    expect(carousel).toHaveClass('souq-home-slider--fits');
  });
});
