/** Strings of the home page, in the 'shell' namespace. */
import { addNamespace } from '@souq/i18n';
import { SHELL_NS } from '@/config/namespace';

const ar = {
  home: {
    aboutTitle: 'عن سوق',
    servicesText: 'الخدمات',
    storesText: 'المتاجر الرقمية',
    platformTitle: 'منصة سوق',
    platformImageAlt: 'منصة سوق',
    intro: {
      title: 'سوق: مستقلون ومتاجر رقمية في مكان واحد',
      text: 'اطلب خدمة من مقدّم خدمة موثوق، أو اشترِ منتجاً رقمياً وحمّله فوراً. يبقى مبلغك محفوظاً لدى المنصة حتى تستلم عملك.',
      findProvider: 'ابحث عن مقدّم خدمة',
      findProviderHint: 'تصميم، برمجة، كتابة وغيرها',
      openStore: 'تصفّح المتجر',
      openStoreHint: 'قوالب وكتب ودورات جاهزة للتحميل',
      becomeProvider: 'انضم كمقدّم خدمة',
      becomeProviderHint: 'اعرض خدماتك أو افتح متجرك',
    },
  },
};

const en: typeof ar = {
  home: {
    aboutTitle: 'About Souq',
    servicesText: 'Services',
    storesText: 'Digital stores',
    platformTitle: 'The Souq platform',
    platformImageAlt: 'The Souq platform',
    intro: {
      title: 'Souq: freelancers and digital stores in one place',
      text: 'Order a service from a trusted provider, or buy a digital product and download it at once. Your payment is held by the platform until you receive your work.',
      findProvider: 'Find a provider',
      findProviderHint: 'Design, development, writing and more',
      openStore: 'Open the store',
      openStoreHint: 'Templates, books and courses to download',
      becomeProvider: 'Become a provider',
      becomeProviderHint: 'Offer your services or open your store',
    },
  },
};

export const homeTranslations = { ar, en };

addNamespace(SHELL_NS, homeTranslations);
