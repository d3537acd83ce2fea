import { screen } from '@testing-library/react';
import { renderPage } from '@souq/testing';
import '@/config/i18n';
import { HOME_SERVICES_ID, HOME_STORES_ID, HomeIntro } from './home-intro';

describe('HomeIntro', () => {
  it('says in words what Souq is and offers the three first steps', async () => {
    await renderPage(<HomeIntro />);
    expect(screen.getByRole('heading', { level: 1, name: 'سوق: مستقلون ومتاجر رقمية في مكان واحد' })).toBeInTheDocument();
    expect(screen.getByText(/اطلب خدمة من مقدّم خدمة موثوق/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ابحث عن مقدّم خدمة/ })).toHaveAttribute('href', `#${HOME_SERVICES_ID}`);
    expect(screen.getByRole('link', { name: /تصفّح المتجر/ })).toHaveAttribute('href', `#${HOME_STORES_ID}`);
    expect(screen.getByRole('link', { name: /انضم كمقدّم خدمة/ })).toHaveAttribute('href', '/providerRegester');
  });
});
