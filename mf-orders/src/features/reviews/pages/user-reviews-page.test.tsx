import { screen, within } from '@testing-library/react';
import { deferred, fail, ok, renderPage, setupUser, signInAs, testApi } from '@souq/testing';
import { createProviderRate, createUserRate } from '@/testing/factories';
import UserReviewsPage from './user-reviews-page';
import '@/config/i18n';

jest.setTimeout(60_000);

const api = testApi();

const renderReviews = () => renderPage(<UserReviewsPage />, { path: '/userReviews' });

describe('/userReviews', () => {
  it('a customer: skeleton, then reviews received and given from /user/my-rates', async () => {
    signInAs('user');
    const answer = deferred();
    api.mock({ 'GET /user/my-rates': answer.answer });
    await renderReviews();
    expect(await screen.findByTestId('reviews-skeleton')).toBeInTheDocument();
    answer.resolve(
      ok([
        createUserRate({ id: 1, value: 5, comment: 'عمل رائع', direction: 'given', request_service_id: 21 }),
        createUserRate({
          id: 2,
          value: 3,
          comment: 'undefined',
          direction: 'given',
          request_service_id: null,
          product: { id: 4, name: 'قالب عرض' },
        }),
        createUserRate({ id: 3, value: 4, comment: 'عميلة متعاونة', direction: 'received' }),
      ]),
    );
    const user = setupUser();
    // Received first.
    expect(await screen.findByRole('tab', { name: 'تقييمات عنك (1)', selected: true })).toBeInTheDocument();
    expect(screen.getByText('عميلة متعاونة')).toHaveAttribute('dir', 'auto');
    await user.click(screen.getByRole('tab', { name: 'تقييمات أضفتها (2)' }));
    expect(await screen.findByText('عمل رائع')).toBeInTheDocument();
    const first = screen.getByText('عمل رائع').closest('article') as HTMLElement;
    expect(within(first).getByRole('img', { name: 'التقييم 5 من 5' })).toBeInTheDocument();
    expect(within(first).getByText('5 نوفمبر 2026')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'الطلب المرتبط' })).toHaveAttribute('href', '/userOrderDetails/21');
    expect(screen.getByText('المنتج: قالب عرض')).toBeInTheDocument();
    expect(screen.queryByText('undefined')).not.toBeInTheDocument();
  });

  it('a provider reads /provider/my-rates and links orders to the provider details', async () => {
    signInAs('provider');
    api.mock({
      'GET /provider/my-rates': ok([createProviderRate({ direction: 'received', request_service_id: 61, user: { id: 7, name: 'خالد' } })]),
    });
    await renderReviews();
    expect(await screen.findByText('خالد')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'الطلب المرتبط' })).toHaveAttribute('href', '/providerOrderDetails/61');
    expect(api.callsTo('GET', '/user/my-rates')).toHaveLength(0);
  });

  it('says there are no reviews yet on each tab', async () => {
    signInAs('user');
    api.mock({ 'GET /user/my-rates': ok([]) });
    await renderReviews();
    expect(await screen.findByText('لا توجد تقييمات عنك بعد')).toBeInTheDocument();
    await setupUser().click(screen.getByRole('tab', { name: 'تقييمات أضفتها (0)' }));
    expect(await screen.findByText('لم تُضف أي تقييم بعد')).toBeInTheDocument();
  });

  it('says the reviews could not be loaded and retries', async () => {
    signInAs('user');
    api.mock({ 'GET /user/my-rates': [fail('x'), ok([createUserRate({ direction: 'received', comment: 'ممتاز' })])] });
    await renderReviews();
    await setupUser().click(await screen.findByRole('button', { name: 'إعادة المحاولة' }));
    expect(await screen.findByText('ممتاز')).toBeInTheDocument();
  });
});
