import { screen, within } from '@testing-library/react';
import '../i18n';
import { BestSellers } from './best-sellers';
import { createProductCard, expectSkeletonThenEmpty, ok, renderPage, testApi } from '@souq/testing';

describe('BestSellers (home widget)', () => {
  const api = testApi();

  it('shows a skeleton, then the empty state when there are no products', () =>
    expectSkeletonThenEmpty(api, <BestSellers />, {
      route: 'GET /user/products/best-seller',
      skeleton: 'best-sellers-skeleton',
      empty: 'لا توجد منتجات بعد',
    }));

  it('renders a card per product with image, link, price in SR and stars', async () => {
    api.mock({
      'GET /user/products/best-seller': ok([
        createProductCard({
          id: 1,
          name: 'قالب متجر',
          preview_files_attachments: [{ name: 'p.png', link: 'https://cdn.test/p.png', alt: '' }],
        }),
        createProductCard({
          id: 2,
          name: 'شعار جاهز',
          price: 200,
          has_discount: true,
          price_after_discount: 120,
          discount_percentage: 40,
          rate: 3,
        }),
      ]),
    });
    await renderPage(<BestSellers />);
    const first = (await screen.findByRole('link', { name: 'قالب متجر' })).closest('li') as HTMLElement;
    expect(within(first).getByRole('img', { name: 'صورة قالب متجر' })).toHaveAttribute('src', 'https://cdn.test/p.png');
    expect(within(first).getByLabelText('السعر 150 ريال سعودي')).toBeInTheDocument();
    expect(within(first).getByText('ر.س')).toBeInTheDocument();
    expect(within(first).getByRole('img', { name: 'التقييم 4 من 5' })).toBeInTheDocument();

    const second = screen.getByRole('link', { name: 'شعار جاهز' });
    expect(second).toHaveAttribute('href', '/providerProductDetails/2');
    const card = second.closest('li') as HTMLElement;
    expect(within(card).getByLabelText('السعر 120 ريال سعودي')).toBeInTheDocument();
    expect(within(card).getByLabelText(/السعر قبل الخصم/)).toHaveTextContent('200');
    expect(within(card).getByText('خصم 40٪')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'التقييم 3 من 5' })).toBeInTheDocument();
  });

  it('writes prices with two decimals or none (119.20 beside 149.25 and 90)', async () => {
    api.mock({
      'GET /user/products/best-seller': ok([
        createProductCard({ id: 1, name: 'أ', price: 149, has_discount: true, price_after_discount: 119.2, discount_percentage: 20 }),
        createProductCard({ id: 2, name: 'ب', price: 149.25, price_after_discount: 149.25 }),
        createProductCard({ id: 3, name: 'ج', price: 90, price_after_discount: 90 }),
      ]),
    });
    await renderPage(<BestSellers />);
    const card = async (name: string) => (await screen.findByRole('link', { name })).closest('li') as HTMLElement;
    expect(within(await card('أ')).getByLabelText('السعر 119.20 ريال سعودي')).toBeInTheDocument();
    expect(within(await card('ب')).getByLabelText('السعر 149.25 ريال سعودي')).toBeInTheDocument();
    expect(within(await card('ج')).getByLabelText('السعر 90 ريال سعودي')).toBeInTheDocument();
  });
});
