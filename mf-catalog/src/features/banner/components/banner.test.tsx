import { screen, waitFor } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '@souq/ui/testing';
import '@/config/widget-i18n';
import { Banner } from './banner';

describe('Banner (home widget)', () => {
  let api: ReturnType<typeof fakeApi>;
  afterEach(() => api.restore());

  it('renders one slide per slider from /intor-sliders', async () => {
    api = fakeApi({
      'GET /intor-sliders': [
        { id: 1, image: 'https://cdn.test/a.jpg' },
        { id: 2, image: 'https://cdn.test/b.jpg' },
      ],
    });
    renderWithProviders(<Banner />);
    expect(await screen.findByRole('region', { name: 'العروض المميزة' })).toBeInTheDocument();
    const images = screen.getAllByRole('img', { name: /الشريحة/, hidden: true });
    expect(new Set(images.map((i) => i.getAttribute('src')))).toEqual(new Set(['https://cdn.test/a.jpg', 'https://cdn.test/b.jpg']));
  });

  it('renders nothing when there are no sliders', async () => {
    api = fakeApi({ 'GET /intor-sliders': [] });
    renderWithProviders(<Banner />);
    await waitFor(() => expect(api.calls).toHaveLength(1));
    await waitFor(() => expect(document.querySelector('.souq-banner--loading')).not.toBeInTheDocument());
    expect(screen.queryByRole('region', { name: 'العروض المميزة' })).not.toBeInTheDocument();
  });
});
