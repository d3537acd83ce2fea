/**
 * Reference data every install needs (seedBase): app sections, country keys, Saudi
 * cities, experience levels, product features, service price ranges and the default
 * platform settings. Money is in halalas.
 */

export const APP_SECTIONS = [
  {
    id: 1,
    nameAr: 'الخدمات الرقمية',
    nameEn: 'Digital services',
    descriptionAr:
      'اعثر على مستقلين محترفين في التصميم والبرمجة والكتابة والتسويق والمونتاج، واطلب خدمتك مباشرة من مقدم الخدمة أو انشر طلبك ليصلك أفضل العروض، وادفع بأمان ولا يستلم المستقل مستحقاته إلا بعد إنجاز العمل.',
    descriptionEn:
      'Find skilled freelancers in design, programming, writing, marketing and video. Request a service directly from a provider or post an open request and compare offers; pay safely, and the freelancer is paid only once the work is done.',
  },
  {
    id: 2,
    nameAr: 'المتاجر الرقمية',
    nameEn: 'Digital stores',
    descriptionAr:
      'تسوّق منتجات رقمية جاهزة من متاجر موثوقة: قوالب مواقع وعروض تقديمية، كتب إلكترونية، دورات تدريبية، خطوط وأيقونات، وحمّل ملفاتك فور الشراء.',
    descriptionEn:
      'Shop ready-made digital products from trusted stores: website and presentation templates, e-books, training courses, fonts and icons — and download your files right after purchase.',
  },
] as const;

/** Saudi Arabia first, then the Gulf and nearby Arab countries. `code` is ISO 3166 alpha-2. */
export const COUNTRIES = [
  { key: '+966', code: 'SA', nameAr: 'السعودية', nameEn: 'Saudi Arabia' },
  { key: '+971', code: 'AE', nameAr: 'الإمارات', nameEn: 'United Arab Emirates' },
  { key: '+965', code: 'KW', nameAr: 'الكويت', nameEn: 'Kuwait' },
  { key: '+974', code: 'QA', nameAr: 'قطر', nameEn: 'Qatar' },
  { key: '+973', code: 'BH', nameAr: 'البحرين', nameEn: 'Bahrain' },
  { key: '+968', code: 'OM', nameAr: 'عُمان', nameEn: 'Oman' },
  { key: '+20', code: 'EG', nameAr: 'مصر', nameEn: 'Egypt' },
  { key: '+962', code: 'JO', nameAr: 'الأردن', nameEn: 'Jordan' },
  { key: '+964', code: 'IQ', nameAr: 'العراق', nameEn: 'Iraq' },
  { key: '+249', code: 'SD', nameAr: 'السودان', nameEn: 'Sudan' },
  { key: '+967', code: 'YE', nameAr: 'اليمن', nameEn: 'Yemen' },
] as const;

export const CITIES = [
  ['الرياض', 'Riyadh'],
  ['جدة', 'Jeddah'],
  ['مكة المكرمة', 'Makkah'],
  ['المدينة المنورة', 'Madinah'],
  ['الدمام', 'Dammam'],
  ['الخبر', 'Khobar'],
  ['الظهران', 'Dhahran'],
  ['الأحساء', 'Al-Ahsa'],
  ['الطائف', 'Taif'],
  ['تبوك', 'Tabuk'],
  ['أبها', 'Abha'],
  ['خميس مشيط', 'Khamis Mushait'],
  ['بريدة', 'Buraydah'],
  ['حائل', 'Hail'],
  ['جازان', 'Jazan'],
  ['نجران', 'Najran'],
  ['الجبيل', 'Jubail'],
  ['ينبع', 'Yanbu'],
  ['القطيف', 'Qatif'],
  ['الباحة', 'Al Baha'],
  ['عرعر', 'Arar'],
  ['سكاكا', 'Sakaka'],
] as const;

export const EXPERIENCES = [
  ['مبتدئ (أقل من سنة)', 'Beginner (under 1 year)'],
  ['متوسط (1 - 3 سنوات)', 'Intermediate (1–3 years)'],
  ['محترف (3 - 5 سنوات)', 'Professional (3–5 years)'],
  ['خبير (أكثر من 5 سنوات)', 'Expert (over 5 years)'],
] as const;

export const FEATURES = [
  ['ملفات قابلة للتعديل', 'Editable files'],
  ['دعم فني', 'Technical support'],
  ['تحديثات مجانية', 'Free updates'],
  ['متوافق مع الجوال', 'Mobile friendly'],
  ['يدعم اللغة العربية', 'Arabic support'],
  ['ترخيص تجاري', 'Commercial license'],
  ['دليل استخدام', 'User guide'],
  ['ملفات مصدرية', 'Source files'],
  ['جاهز للطباعة', 'Print ready'],
  ['شهادة إتمام', 'Completion certificate'],
] as const;

/** Service price ranges for the providers filter, in halalas. */
export const RANGE_PRICES = [
  [0, 10_000],
  [10_000, 50_000],
  [50_000, 100_000],
  [100_000, 500_000],
  [500_000, 2_000_000],
] as const;

/** Default settings (image settings are generated files, added by seedBase). */
export const SETTINGS: Record<string, string> = {
  footer_description_ar:
    'سوق منصة سعودية تجمع المستقلين وأصحاب المتاجر الرقمية بالعملاء في مكان واحد: خدمات احترافية ومنتجات رقمية بدفع آمن وتجربة عربية أولاً.',
  footer_description_en:
    'Souq is a Saudi marketplace that brings freelancers and digital store owners together with their customers: professional services and digital products, safe payments, Arabic first.',
  // No app is published yet: the footer shows a store's badge only once its real link is set (admin settings).
  google_play_link: '',
  app_store_link: '',
  about_content_ar:
    'سوق منصة عربية تربط العملاء بمقدمي الخدمات الرقمية وأصحاب المتاجر الرقمية. اطلب تصميم شعارك أو تطوير متجرك أو كتابة محتواك من مستقلين موثوقين، أو اشترِ قوالب وكتباً ودورات جاهزة وحمّلها فوراً. تُحفظ مدفوعاتك لدى المنصة حتى تستلم عملك، وتصلك الفواتير شاملة ضريبة القيمة المضافة.',
  about_content_en:
    'Souq is an Arabic-first platform connecting customers with digital service providers and digital store owners. Get your logo designed, your store built or your content written by trusted freelancers, or buy ready-made templates, books and courses and download them instantly. Your payment is held by the platform until you receive your work, and every invoice includes VAT.',
  // The page titles the terms itself; the text starts with the first clause.
  terms_ar: [
    '1. يلتزم المستخدم بتقديم بيانات صحيحة عند التسجيل، وهو مسؤول عن سرية كلمة المرور.',
    '2. تُضاف ضريبة القيمة المضافة (15%) إلى أسعار الخدمات والمنتجات المعروضة.',
    '3. تُحفظ المبالغ المدفوعة لدى المنصة ولا تُحوّل لمقدم الخدمة إلا بعد اكتمال الطلب.',
    '4. تقتطع المنصة عمولة من مستحقات مقدم الخدمة وفق النسبة المعلنة.',
    '5. يحق للإدارة مراجعة المنتجات والحسابات قبل نشرها، وإيقاف أي محتوى مخالف.',
    '6. تُعالج الشكاوى خلال أيام العمل، وتُرد المبالغ المستحقة إلى محفظة العميل.',
  ].join('\n'),
  terms_en: [
    '1. Users must register with accurate information and keep their password confidential.',
    '2. VAT (15%) is added to the displayed prices of services and products.',
    '3. Payments are held by the platform and released to the provider only when the order is completed.',
    "4. The platform deducts a commission from the provider's earnings at the published rate.",
    '5. The administration may review products and accounts before publishing them and remove any content that breaks the rules.',
    "6. Complaints are handled on working days; refunds are credited to the customer's wallet.",
  ].join('\n'),
  open_settlement: 'true',
  tax_rate: '15',
  commission_rate: '10',
  /** The seller on simplified tax invoices (the platform sells as a marketplace) and its VAT number. */
  seller_name_ar: 'منصة سوق للخدمات الرقمية',
  seller_name_en: 'Souq Digital Services Platform',
  vat_number: '310123456700003',
};
