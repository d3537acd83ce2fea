import { screen, waitFor } from '@testing-library/react';
import '../i18n';
import { Banner } from './banner';
import { ok, renderPage, testApi } from '@souq/testing';

describe('Banner (home widget)', () => {
  const api = testApi();

  it('renders one slide per slider from /intor-sliders', async () => {
    api.mock({
      'GET /intor-sliders': ok([
        { id: 1, image: 'https://cdn.test/a.jpg' },
        { id: 2, image: 'https://cdn.test/b.jpg' },
      ]),
    });
    await renderPage(<Banner />);
    expect(await screen.findByRole('region', { name: 'العروض المميزة' })).toBeInTheDocument();
    const images = screen.getAllByRole('img', { name: /الشريحة/, hidden: true });
    expect(new Set(images.map((i) => i.getAttribute('src')))).toEqual(new Set(['https://cdn.test/a.jpg', 'https://cdn.test/b.jpg']));
  });

  it('offers the WebP widths of a stored slide, the first one eager and high priority', async () => {
    api.mock({
      'GET /intor-sliders': ok([
        { id: 1, image: 'http://souq.test/uploads/sliders/a1.png' },
        { id: 2, image: 'http://souq.test/uploads/sliders/b2.png' },
      ]),
    });
    await renderPage(<Banner />);
    await screen.findByRole('region', { name: 'العروض المميزة' });
    const first = screen.getAllByRole('img', { name: /الشريحة/, hidden: true }).find((i) => i.getAttribute('src')?.endsWith('a1.png'));
    expect(first).toHaveAttribute('sizes', '100vw');
    expect(first?.getAttribute('srcset')).toContain('http://souq.test/uploads/sliders/a1.w640.webp 640w');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
  });

  it('renders nothing when there are no sliders', async () => {
    api.mock({ 'GET /intor-sliders': ok([]) });
    await renderPage(<Banner />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.souq-banner--loading')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'العروض المميزة' })).not.toBeInTheDocument();
  });
});
