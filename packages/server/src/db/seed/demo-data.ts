/**
 * The demo catalogue (seedDemo): bilingual categories and sub-services, providers with
 * services and works, store products, and demo accounts (README "Demo accounts"). Prices
 * here are SR for readability; the seeder converts them to halalas.
 */
import type { AvatarStyle } from './art/avatars';
import type { MockupKind } from './art/covers';
import type { SocialKind } from './art/icons';
import type { PartnerLook } from './art/home';

export const DEMO_PASSWORD = 'Demo@1234';
export const DEMO_COUNTRY_CODE = '+966';

export interface SubServiceSeed {
  key: string;
  ar: string;
  en: string;
  /** Lucide pictogram on an offer's cover, and the mockup that shows such work. */
  icon: string;
  scene: MockupKind;
}

export interface CategorySeed {
  key: string;
  type: 'service' | 'store';
  ar: string;
  en: string;
  /** Lucide pictogram of the category tile. */
  icon: string;
  services: SubServiceSeed[];
}

export const CATEGORIES: CategorySeed[] = [
  {
    key: 'design',
    type: 'service',
    ar: 'التصميم',
    en: 'Design',
    icon: 'palette',
    services: [
      { key: 'logo', ar: 'تصميم شعار', en: 'Logo design', icon: 'pen-tool', scene: 'logo' },
      { key: 'identity', ar: 'هوية بصرية', en: 'Brand identity', icon: 'swatch-book', scene: 'logo' },
      { key: 'uiux', ar: 'تصميم واجهات المستخدم', en: 'UI/UX design', icon: 'layout-dashboard', scene: 'mobile' },
      { key: 'social', ar: 'تصاميم منصات التواصل', en: 'Social media designs', icon: 'image', scene: 'poster' },
      { key: 'print', ar: 'تصميم مطبوعات', en: 'Print design', icon: 'printer', scene: 'doc' },
    ],
  },
  {
    key: 'programming',
    type: 'service',
    ar: 'البرمجة',
    en: 'Programming',
    icon: 'code',
    services: [
      { key: 'web', ar: 'تطوير المواقع', en: 'Website development', icon: 'globe', scene: 'web' },
      { key: 'mobile', ar: 'تطبيقات الجوال', en: 'Mobile apps', icon: 'smartphone', scene: 'mobile' },
      { key: 'store', ar: 'المتاجر الإلكترونية', en: 'E-commerce stores', icon: 'shopping-cart', scene: 'web' },
      { key: 'wordpress', ar: 'ووردبريس', en: 'WordPress', icon: 'panels-top-left', scene: 'web' },
      { key: 'bugs', ar: 'إصلاح الأخطاء البرمجية', en: 'Bug fixing', icon: 'bug', scene: 'chart' },
    ],
  },
  {
    key: 'writing',
    type: 'service',
    ar: 'الكتابة والترجمة',
    en: 'Writing & translation',
    icon: 'pen-line',
    services: [
      { key: 'content', ar: 'كتابة المحتوى', en: 'Content writing', icon: 'pen-line', scene: 'doc' },
      { key: 'translation', ar: 'الترجمة', en: 'Translation', icon: 'languages', scene: 'doc' },
      { key: 'proofreading', ar: 'التدقيق اللغوي', en: 'Proofreading', icon: 'spell-check', scene: 'doc' },
      { key: 'cv', ar: 'كتابة السير الذاتية', en: 'CV writing', icon: 'file-user', scene: 'doc' },
    ],
  },
  {
    key: 'marketing',
    type: 'service',
    ar: 'التسويق',
    en: 'Marketing',
    icon: 'megaphone',
    services: [
      { key: 'social', ar: 'إدارة حسابات التواصل', en: 'Social media management', icon: 'share-2', scene: 'poster' },
      { key: 'ads', ar: 'الإعلانات الممولة', en: 'Paid advertising', icon: 'megaphone', scene: 'chart' },
      { key: 'seo', ar: 'تحسين محركات البحث', en: 'SEO', icon: 'search', scene: 'chart' },
      { key: 'email', ar: 'التسويق عبر البريد', en: 'Email marketing', icon: 'mail', scene: 'doc' },
    ],
  },
  {
    key: 'video',
    type: 'service',
    ar: 'الفيديو والصوت',
    en: 'Video & audio',
    icon: 'clapperboard',
    services: [
      { key: 'editing', ar: 'مونتاج الفيديو', en: 'Video editing', icon: 'film', scene: 'video' },
      { key: 'motion', ar: 'موشن جرافيك', en: 'Motion graphics', icon: 'clapperboard', scene: 'video' },
      { key: 'voice', ar: 'التعليق الصوتي', en: 'Voice-over', icon: 'mic', scene: 'video' },
    ],
  },
  { key: 'templates', type: 'store', ar: 'قوالب', en: 'Templates', icon: 'layout-template', services: [] },
  { key: 'ebooks', type: 'store', ar: 'كتب إلكترونية', en: 'E-books', icon: 'book-open', services: [] },
  { key: 'courses', type: 'store', ar: 'دورات', en: 'Courses', icon: 'graduation-cap', services: [] },
  { key: 'fonts', type: 'store', ar: 'خطوط وأيقونات', en: 'Fonts & icons', icon: 'type', services: [] },
];

export const SOCIALS: { kind: SocialKind; name: string; link: string }[] = [
  { kind: 'x', name: 'X', link: 'https://x.com/souq_sa' },
  { kind: 'instagram', name: 'Instagram', link: 'https://www.instagram.com/souq_sa' },
  { kind: 'snapchat', name: 'Snapchat', link: 'https://www.snapchat.com/add/souq_sa' },
  { kind: 'tiktok', name: 'TikTok', link: 'https://www.tiktok.com/@souq_sa' },
  { kind: 'youtube', name: 'YouTube', link: 'https://www.youtube.com/@souq_sa' },
  { kind: 'whatsapp', name: 'WhatsApp', link: 'https://wa.me/966500000000' },
];

/** Fictional partner companies; their logos write the Arabic name with a Latin line. */
export const PARTNERS: PartnerLook[] = [
  { ar: 'شركة أفق التقنية', en: 'Ofoq Tech', icon: 'orbit' },
  { ar: 'مجموعة نخيل', en: 'Nakheel Group', icon: 'trees' },
  { ar: 'بيت الإبداع', en: 'Ibdaa House', icon: 'lightbulb' },
  { ar: 'متاجر رُكن', en: 'Rukn Stores', icon: 'store' },
  { ar: 'أكاديمية رواد', en: 'Rowad Academy', icon: 'graduation-cap' },
  { ar: 'مؤسسة بصمة', en: 'Basma', icon: 'fingerprint' },
];

export interface CustomerSeed {
  phone: string;
  name: string;
  email: string;
}

export const CUSTOMERS: CustomerSeed[] = [
  { phone: '500000001', name: 'عبدالرحمن السالم', email: 'customer@souq.sa' },
  { phone: '500000002', name: 'منى الفيصل', email: 'mona@souq.sa' },
  { phone: '500000003', name: 'Omar Haddad', email: 'omar@souq.sa' },
  { phone: '500000004', name: 'سلمان القرني', email: 'salman@souq.sa' },
];

/**
 * Seeded ratings come from these customers only (CUSTOMERS[1..]), never from the main
 * demo customer, so a walkthrough that orders, buys and rates with 500000001 is not
 * refused as "already rated".
 */
export const RATERS_FROM = 1;

/** [category key, sub-service key, price SR, duration days, description] */
export type ServiceOffer = [string, string, number, number, string];

export interface WorkSeed {
  name: string;
  category: string;
  service: string;
  scenes: MockupKind[];
  price: number;
  duration: number;
  link: string;
  description: string;
}

export interface ProviderSeed {
  key: string;
  name: string;
  phone: string;
  email: string;
  /** 1 freelancer, 2 store owner, null both. */
  section: 1 | 2 | null;
  /** The provider's avatar (DiceBear Notionists hair group). */
  avatar: AvatarStyle;
  /** The language the provider writes in (their offers' cover titles); Arabic by default. */
  lang?: 'en';
  city: number;
  experience: number;
  approved: boolean;
  cv: string;
  services: ServiceOffer[];
  works: WorkSeed[];
  /** Ratings given by the rating customers (one each, at most three). */
  ratings: number[];
}

export const PROVIDERS: ProviderSeed[] = [
  {
    key: 'sara',
    name: 'سارة العتيبي',
    phone: '500000101',
    email: 'sara@souq.sa',
    section: 1,
    avatar: 'hijab',
    city: 0,
    experience: 3,
    approved: true,
    cv: 'مصممة هويات بصرية بخبرة تزيد على سبع سنوات، عملت مع أكثر من 120 علامة تجارية سعودية وخليجية في قطاعات المطاعم والتقنية والتجزئة. أهتم بالتفاصيل وأسلّم ملفات مصدرية منظمة مع دليل استخدام للهوية.',
    services: [
      ['design', 'logo', 350, 5, 'تصميم شعار احترافي مع ثلاثة مقترحات وتعديلات غير محدودة، وتسليم الملفات بصيغ AI وPNG وSVG.'],
      ['design', 'identity', 1200, 12, 'هوية بصرية متكاملة: الشعار، الألوان، الخطوط، بطاقات العمل، الأوراق الرسمية، ودليل الهوية.'],
      ['design', 'social', 180, 3, 'عشرة تصاميم لمنصات التواصل متوافقة مع هويتك وجاهزة للنشر.'],
    ],
    works: [
      {
        name: 'هوية مقهى «بن وهيل»',
        category: 'design',
        service: 'identity',
        scenes: ['logo', 'poster'],
        price: 1500,
        duration: 14,
        link: 'behance.net/souq-demo/ben-w-hail',
        description: 'هوية بصرية كاملة لمقهى مختص في الرياض تشمل الشعار والأكواب والقوائم.',
      },
      {
        name: 'شعار متجر «ورد»',
        category: 'design',
        service: 'logo',
        scenes: ['logo'],
        price: 400,
        duration: 5,
        link: 'https://dribbble.com/souq-demo/ward',
        description: 'شعار لمتجر ورد إلكتروني بلمسة عصرية وألوان هادئة.',
      },
    ],
    ratings: [5, 5, 4],
  },
  {
    key: 'khalid',
    name: 'خالد الشمري',
    phone: '500000102',
    email: 'khalid@souq.sa',
    section: 2,
    avatar: 'short',
    city: 1,
    experience: 2,
    approved: true,
    cv: 'صاحب متجر «قوالب الشمري» للقوالب الرقمية: قوالب متاجر ولوحات تحكم وعروض تقديمية مصممة للسوق العربي وتدعم الاتجاه من اليمين إلى اليسار.',
    services: [],
    works: [],
    ratings: [4, 5],
  },
  {
    key: 'noura',
    name: 'نورة القحطاني',
    phone: '500000103',
    email: 'noura@souq.sa',
    section: null,
    avatar: 'long',
    city: 4,
    experience: 2,
    approved: true,
    cv: 'مصممة واجهات وتجربة مستخدم، أصمم تطبيقات الجوال ولوحات التحكم وأبيع حزم واجهات جاهزة. أعمل على Figma وأسلّم نماذج تفاعلية.',
    services: [
      ['design', 'uiux', 900, 10, 'تصميم واجهات تطبيق جوال حتى 15 شاشة مع نموذج تفاعلي على Figma.'],
      ['design', 'print', 250, 4, 'تصميم مطبوعات: بروشور، رول أب، أو قائمة طعام جاهزة للطباعة.'],
    ],
    works: [
      {
        name: 'تطبيق «مشوار» للتوصيل',
        category: 'design',
        service: 'uiux',
        scenes: ['mobile', 'web'],
        price: 2200,
        duration: 20,
        link: 'https://www.figma.com/community/souq-demo',
        description: 'واجهات تطبيق توصيل طلبات بواجهة عربية كاملة ووضع ليلي.',
      },
    ],
    ratings: [5, 4, 4],
  },
  {
    key: 'mohammed',
    name: 'محمد الغامدي',
    phone: '500000104',
    email: 'mohammed@souq.sa',
    section: 1,
    avatar: 'short',
    city: 1,
    experience: 3,
    approved: true,
    cv: 'مطور ويب متكامل (Full-stack) أعمل بـ React وNode.js وLaravel، نفذت أكثر من 60 موقعاً ومتجراً إلكترونياً مع ربط بوابات الدفع السعودية.',
    services: [
      ['programming', 'web', 2500, 21, 'تطوير موقع تعريفي أو منصة ويب متجاوبة بلوحة تحكم عربية.'],
      ['programming', 'store', 3500, 30, 'متجر إلكتروني متكامل مع بوابة دفع مدى وApple Pay وربط شركات الشحن.'],
      ['programming', 'bugs', 150, 2, 'إصلاح أخطاء موقعك أو تطبيقك وتحسين سرعته.'],
    ],
    works: [
      {
        name: 'منصة حجوزات عيادات',
        category: 'programming',
        service: 'web',
        scenes: ['web', 'chart'],
        price: 6000,
        duration: 45,
        link: 'https://github.com/souq-demo/clinics',
        description: 'منصة حجز مواعيد لعيادات أسنان مع تذكير بالرسائل ولوحة تقارير.',
      },
      {
        name: 'متجر عطور إلكتروني',
        category: 'programming',
        service: 'store',
        scenes: ['web'],
        price: 4200,
        duration: 30,
        link: 'souq-demo-perfumes.sa',
        description: 'متجر عطور بسلة مشتريات وكوبونات ودفع إلكتروني.',
      },
    ],
    ratings: [5, 5, 5],
  },
  {
    key: 'abdullah',
    name: 'عبدالله الدوسري',
    phone: '500000105',
    email: 'abdullah@souq.sa',
    section: 1,
    avatar: 'short',
    city: 4,
    experience: 1,
    approved: true,
    cv: 'مطور تطبيقات جوال بـ Flutter، أبني تطبيقات iOS وAndroid بواجهات عربية وأنشرها على المتاجر.',
    services: [
      ['programming', 'mobile', 5000, 35, 'تطبيق جوال لنظامي iOS وAndroid بـ Flutter مع لوحة تحكم.'],
      ['programming', 'wordpress', 800, 7, 'إنشاء موقع ووردبريس متجاوب مع إضافة المحتوى والتهيئة لمحركات البحث.'],
    ],
    works: [
      {
        name: 'تطبيق «حصّة» للمدارس',
        category: 'programming',
        service: 'mobile',
        scenes: ['mobile'],
        price: 7000,
        duration: 40,
        link: 'https://play.google.com/store/apps/details?id=sa.souq.demo',
        description: 'تطبيق تواصل بين المدرسة وأولياء الأمور مع إشعارات وجداول.',
      },
    ],
    ratings: [4, 4],
  },
  {
    key: 'reem',
    name: 'ريم الزهراني',
    phone: '500000106',
    email: 'reem@souq.sa',
    section: 1,
    avatar: 'hijab',
    city: 2,
    experience: 2,
    approved: true,
    cv: 'كاتبة محتوى ومترجمة (عربي - إنجليزي) متخصصة في المحتوى التقني والتسويقي، أكتب بأسلوب يناسب جمهورك ويراعي محركات البحث.',
    services: [
      ['writing', 'content', 120, 3, 'مقال احترافي حتى 1000 كلمة متوافق مع محركات البحث.'],
      ['writing', 'translation', 90, 2, 'ترجمة 1000 كلمة من الإنجليزية إلى العربية أو العكس مع مراجعة.'],
      ['writing', 'proofreading', 60, 1, 'تدقيق لغوي وإملائي لنص حتى 2000 كلمة.'],
    ],
    works: [
      {
        name: 'محتوى موقع شركة عقارية',
        category: 'writing',
        service: 'content',
        scenes: ['doc'],
        price: 900,
        duration: 7,
        link: '',
        description: 'كتابة صفحات الموقع ووصف المشاريع بأسلوب تسويقي.',
      },
      {
        name: 'ترجمة دليل مستخدم تطبيق',
        category: 'writing',
        service: 'translation',
        scenes: ['doc'],
        price: 600,
        duration: 5,
        link: '',
        description: 'ترجمة دليل استخدام من 40 صفحة إلى العربية.',
      },
    ],
    ratings: [5, 4, 5],
  },
  {
    key: 'fahad',
    name: 'فهد المطيري',
    phone: '500000107',
    email: 'fahad@souq.sa',
    section: 2,
    avatar: 'short',
    city: 12,
    experience: 3,
    approved: true,
    cv: 'مدرب ومؤلف، أنشر كتباً إلكترونية ودورات مسجلة في البرمجة وريادة الأعمال والتصميم.',
    services: [],
    works: [],
    ratings: [4, 5, 4],
  },
  {
    key: 'lama',
    name: 'لمى الحربي',
    phone: '500000108',
    email: 'lama@souq.sa',
    section: null,
    avatar: 'hijab',
    city: 3,
    experience: 2,
    approved: true,
    cv: 'مسوّقة رقمية أدير حملات إعلانية لعلامات تجارية سعودية، ومؤلفة كتب في التسويق بالمحتوى.',
    services: [
      ['marketing', 'social', 1500, 30, 'إدارة حسابين على منصات التواصل لمدة شهر: خطة محتوى، تصاميم، ونشر يومي.'],
      ['marketing', 'ads', 700, 14, 'إعداد وإدارة حملة إعلانية ممولة على سناب شات أو إنستغرام مع تقرير أداء.'],
    ],
    works: [
      {
        name: 'حملة إطلاق متجر أزياء',
        category: 'marketing',
        service: 'ads',
        scenes: ['chart', 'mobile'],
        price: 3000,
        duration: 21,
        link: '',
        description: 'حملة ممولة حققت 40 ألف زيارة خلال أسبوعين من الإطلاق.',
      },
    ],
    ratings: [4, 3],
  },
  {
    key: 'youssef',
    name: 'يوسف السبيعي',
    phone: '500000109',
    email: 'youssef@souq.sa',
    section: 1,
    avatar: 'short',
    city: 0,
    experience: 2,
    approved: true,
    cv: 'مونتير وصانع موشن جرافيك، أنتج إعلانات قصيرة وفيديوهات تعريفية للشركات الناشئة.',
    services: [
      ['video', 'editing', 300, 4, 'مونتاج فيديو حتى 5 دقائق مع تصحيح الألوان والمؤثرات والترجمة.'],
      ['video', 'motion', 850, 8, 'فيديو موشن جرافيك تعريفي حتى 60 ثانية بالتعليق الصوتي.'],
    ],
    works: [
      {
        name: 'فيديو تعريفي لتطبيق مالي',
        category: 'video',
        service: 'motion',
        scenes: ['video'],
        price: 1200,
        duration: 10,
        link: 'https://www.youtube.com/@souq_sa',
        description: 'موشن جرافيك من 45 ثانية يشرح مزايا التطبيق.',
      },
      {
        name: 'مونتاج حلقات بودكاست',
        category: 'video',
        service: 'editing',
        scenes: ['video'],
        price: 500,
        duration: 6,
        link: '',
        description: 'مونتاج سلسلة من ست حلقات بصوت وصورة.',
      },
    ],
    ratings: [5, 4],
  },
  {
    key: 'hind',
    name: 'هند العنزي',
    phone: '500000110',
    email: 'hind@souq.sa',
    section: 1,
    avatar: 'long',
    city: 9,
    experience: 1,
    approved: true,
    cv: 'كاتبة سير ذاتية ومعلّقة صوتية، أساعد الباحثين عن عمل على إبراز خبراتهم، وأسجل تعليقاً صوتياً بالعربية الفصحى.',
    services: [
      ['writing', 'cv', 150, 3, 'كتابة سيرة ذاتية احترافية بالعربية والإنجليزية متوافقة مع أنظمة التوظيف.'],
      ['video', 'voice', 200, 2, 'تعليق صوتي بالفصحى حتى دقيقتين بجودة استوديو.'],
      ['marketing', 'email', 400, 5, 'كتابة وتصميم حملة بريدية من ثلاث رسائل.'],
    ],
    works: [
      {
        name: 'سير ذاتية لخريجين جدد',
        category: 'writing',
        service: 'cv',
        scenes: ['doc'],
        price: 150,
        duration: 3,
        link: '',
        description: 'نماذج سير ذاتية لخريجي علوم الحاسب والهندسة.',
      },
    ],
    ratings: [4],
  },
  {
    key: 'turki',
    name: 'تركي البقمي',
    phone: '500000111',
    email: 'turki@souq.sa',
    section: 2,
    avatar: 'short',
    city: 8,
    experience: 3,
    approved: true,
    cv: 'مصمم خطوط عربية وأيقونات، أبيع خطوطاً بترخيص تجاري وحزم أيقونات بصيغ SVG وFigma.',
    services: [],
    works: [],
    ratings: [5, 5],
  },
  {
    key: 'amal',
    name: 'أمل الشهري',
    phone: '500000112',
    email: 'amal@souq.sa',
    section: null,
    avatar: 'hijab',
    city: 10,
    experience: 1,
    approved: true,
    cv: 'مصممة جرافيك أصمم منشورات التواصل والمطبوعات، وأبيع قوالب سير ذاتية وأيقونات بطابع سعودي.',
    services: [
      ['design', 'social', 150, 3, 'ثمانية تصاميم لمنصات التواصل بطابع عصري.'],
      ['design', 'logo', 250, 4, 'شعار بسيط وأنيق مع مقترحين وتعديلين.'],
    ],
    works: [
      {
        name: 'منشورات حملة اليوم الوطني',
        category: 'design',
        service: 'social',
        scenes: ['poster'],
        price: 300,
        duration: 4,
        link: '',
        description: 'سلسلة تصاميم لليوم الوطني السعودي لمتجر تجزئة.',
      },
    ],
    ratings: [4, 5],
  },
  {
    key: 'lina',
    name: 'Lina Haddad',
    phone: '500000113',
    email: 'lina@souq.sa',
    section: 1,
    avatar: 'long',
    lang: 'en',
    city: 0,
    experience: 3,
    approved: true,
    cv: 'Product designer in Riyadh with eight years in fintech and retail apps. I design bilingual (English/Arabic) interfaces in Figma, hand over a tidy design system, and translate product copy between English and Arabic.',
    services: [
      [
        'design',
        'uiux',
        1100,
        12,
        'Web or mobile UI in Figma: up to 12 screens, a clickable prototype and a small design system your developers can build from.',
      ],
      [
        'writing',
        'translation',
        110,
        2,
        'English–Arabic translation of up to 1,000 words of product or marketing copy, reviewed before delivery.',
      ],
    ],
    works: [
      {
        name: 'Class booking app for a Riyadh gym',
        category: 'design',
        service: 'uiux',
        scenes: ['mobile', 'web'],
        price: 2400,
        duration: 18,
        link: 'https://dribbble.com/souq-demo/gym-app',
        description: 'Booking, membership and trainer screens in English and Arabic, with light and dark themes.',
      },
    ],
    ratings: [5, 5, 4],
  },
  {
    key: 'ahmed',
    name: 'Ahmed Khan',
    phone: '500000114',
    email: 'ahmed@souq.sa',
    section: null,
    avatar: 'short',
    lang: 'en',
    city: 1,
    experience: 3,
    approved: true,
    cv: 'Full-stack developer in Jeddah (TypeScript, React, Node.js, PostgreSQL). I build fast bilingual websites and dashboards, fix what others left broken, and write practical guides for small businesses.',
    services: [
      [
        'programming',
        'web',
        2800,
        20,
        'A fast company website or web app in React and Node.js, in English and Arabic, with an admin panel.',
      ],
      ['programming', 'bugs', 180, 2, 'I find and fix bugs in your React, Node.js or Laravel project and explain what went wrong.'],
      ['marketing', 'seo', 650, 10, 'Technical SEO audit and fixes: page speed, structured data, sitemaps and a keyword plan.'],
    ],
    works: [
      {
        name: 'Inventory dashboard for a Jeddah retailer',
        category: 'programming',
        service: 'web',
        scenes: ['chart', 'web'],
        price: 5200,
        duration: 30,
        link: 'https://github.com/souq-demo/inventory',
        description: 'Stock levels, purchase orders and daily sales for twelve branches, with Arabic and English reports.',
      },
    ],
    ratings: [5, 4, 5],
  },
  {
    key: 'pixelcraft',
    name: 'PixelCraft Studio',
    phone: '500000115',
    email: 'hello.pixelcraft@souq.sa',
    section: 2,
    avatar: 'short',
    lang: 'en',
    city: 4,
    experience: 2,
    approved: true,
    cv: 'A two-person studio in Dammam making website templates, pitch decks and icon sets. Every file is organised, documented and ready for right-to-left layouts.',
    services: [],
    works: [],
    ratings: [5, 4],
  },
  {
    key: 'majed',
    name: 'ماجد العمري',
    phone: '500000199',
    email: 'majed@souq.sa',
    section: 1,
    avatar: 'short',
    city: 5,
    experience: 0,
    approved: false,
    cv: 'مصمم جرافيك مبتدئ بانتظار اعتماد حسابه.',
    services: [['design', 'logo', 100, 3, 'تصميم شعار بسيط.']],
    works: [],
    ratings: [],
  },
];

export interface ProductSeed {
  owner: string;
  category: string;
  name: string;
  description: string;
  price: number;
  /** Discount percentage (0 = none); the price after discount is derived. */
  discount: number;
  features: number[];
  scenes: MockupKind[];
  sales: number;
  ratings: number[];
  approved: boolean;
}

export const PRODUCTS: ProductSeed[] = [
  {
    owner: 'khalid',
    category: 'templates',
    name: 'قالب متجر إلكتروني عصري',
    description: 'قالب متجر متجاوب يدعم العربية والإنجليزية، مع صفحات المنتج والسلة والدفع ولوحة تحكم.',
    price: 149,
    discount: 20,
    features: [0, 1, 2, 3, 4, 7],
    scenes: ['web', 'mobile', 'chart'],
    sales: 140,
    ratings: [5, 5, 4],
    approved: true,
  },
  {
    owner: 'khalid',
    category: 'templates',
    name: 'قالب عرض تقديمي للشركات',
    description: 'ثلاثون شريحة قابلة للتعديل بصيغ PowerPoint وKeynote وGoogle Slides.',
    price: 79,
    discount: 0,
    features: [0, 4, 5],
    scenes: ['poster', 'chart'],
    sales: 96,
    ratings: [4, 4],
    approved: true,
  },
  {
    owner: 'noura',
    category: 'templates',
    name: 'واجهات تطبيق توصيل (UI Kit)',
    description: 'أكثر من 60 شاشة لتطبيق توصيل على Figma مع مكونات قابلة لإعادة الاستخدام ووضع ليلي.',
    price: 199,
    discount: 25,
    features: [0, 3, 4, 7],
    scenes: ['mobile', 'web'],
    sales: 75,
    ratings: [5, 4],
    approved: true,
  },
  {
    owner: 'amal',
    category: 'templates',
    name: 'قالب سيرة ذاتية احترافية',
    description: 'قالب سيرة ذاتية بالعربية والإنجليزية بصيغتي Word وPDF، سهل التعديل.',
    price: 29,
    discount: 0,
    features: [0, 4, 8],
    scenes: ['doc'],
    sales: 210,
    ratings: [5, 4, 5],
    approved: true,
  },
  {
    owner: 'khalid',
    category: 'templates',
    name: 'قالب لوحة تحكم إدارية',
    description: 'لوحة تحكم بـ React فيها رسوم بيانية وجداول وصفحات مستخدمين، تدعم الاتجاه من اليمين لليسار.',
    price: 249,
    discount: 0,
    features: [1, 2, 3, 4, 7],
    scenes: ['chart', 'web'],
    sales: 33,
    ratings: [4],
    approved: true,
  },
  {
    owner: 'lama',
    category: 'ebooks',
    name: 'دليل التسويق بالمحتوى',
    description: 'كتاب عملي من 120 صفحة يشرح بناء خطة محتوى تجذب العملاء، مع أمثلة من السوق السعودي.',
    price: 49,
    discount: 30,
    features: [4, 6],
    scenes: ['book', 'doc'],
    sales: 120,
    ratings: [5, 4, 4],
    approved: true,
  },
  {
    owner: 'fahad',
    category: 'ebooks',
    name: 'أساسيات ريادة الأعمال',
    description: 'من الفكرة إلى أول عميل: خطوات تأسيس مشروعك الصغير وإدارته.',
    price: 39,
    discount: 0,
    features: [4, 6],
    scenes: ['book'],
    sales: 64,
    ratings: [4, 3],
    approved: true,
  },
  {
    owner: 'fahad',
    category: 'ebooks',
    name: 'تعلّم البرمجة بلغة بايثون',
    description: 'كتاب للمبتدئين مع تمارين محلولة وملفات الأكواد المصدرية.',
    price: 59,
    discount: 0,
    features: [4, 6, 7],
    scenes: ['book', 'doc'],
    sales: 88,
    ratings: [5, 5],
    approved: true,
  },
  {
    owner: 'noura',
    category: 'ebooks',
    name: 'دليل الهوية البصرية للمشاريع الصغيرة',
    description: 'كيف تبني هوية بصرية متسقة بميزانية محدودة، مع قوالب جاهزة.',
    price: 35,
    discount: 0,
    features: [0, 4],
    scenes: ['book'],
    sales: 41,
    ratings: [4],
    approved: true,
  },
  {
    owner: 'fahad',
    category: 'courses',
    name: 'دورة التصميم بالفوتوشوب من الصفر',
    description: 'أربع وعشرون درساً مسجلاً مع ملفات التمارين وشهادة إتمام.',
    price: 299,
    discount: 15,
    features: [1, 4, 9],
    scenes: ['course', 'video'],
    sales: 57,
    ratings: [5, 4, 5],
    approved: true,
  },
  {
    owner: 'lama',
    category: 'courses',
    name: 'دورة إدارة حسابات التواصل الاجتماعي',
    description: 'دورة عملية في التخطيط والنشر والإعلانات وقياس الأداء.',
    price: 199,
    discount: 0,
    features: [4, 9],
    scenes: ['course', 'chart'],
    sales: 46,
    ratings: [4, 4],
    approved: true,
  },
  {
    owner: 'fahad',
    category: 'courses',
    name: 'دورة المونتاج للمبتدئين',
    description: 'تعلّم مونتاج الفيديو على الجوال والحاسب خطوة بخطوة.',
    price: 179,
    discount: 0,
    features: [4, 9],
    scenes: ['video', 'course'],
    sales: 23,
    ratings: [],
    approved: true,
  },
  {
    owner: 'turki',
    category: 'fonts',
    name: 'خط «نسيم» العربي الحديث',
    description: 'خط عربي عصري بستة أوزان يدعم الأرقام العربية والهندية، بترخيص تجاري.',
    price: 89,
    discount: 0,
    features: [4, 5, 7],
    scenes: ['font', 'poster'],
    sales: 132,
    ratings: [5, 5, 4],
    approved: true,
  },
  {
    owner: 'turki',
    category: 'fonts',
    name: 'حزمة 500 أيقونة خطية',
    description: 'خمسمئة أيقونة بصيغ SVG وPNG وملف Figma، قابلة لتغيير اللون والسماكة.',
    price: 59,
    discount: 10,
    features: [0, 2, 5, 7],
    scenes: ['icons'],
    sales: 105,
    ratings: [5, 4],
    approved: true,
  },
  {
    owner: 'amal',
    category: 'fonts',
    name: 'أيقونات المناسبات السعودية',
    description: 'ثمانون أيقونة لليوم الوطني ويوم التأسيس ورمضان والأعياد.',
    price: 45,
    discount: 0,
    features: [0, 5, 8],
    scenes: ['icons', 'poster'],
    sales: 38,
    ratings: [4],
    approved: true,
  },
  {
    owner: 'turki',
    category: 'fonts',
    name: 'مجموعة خطوط العناوين العربية',
    description: 'ثلاثة خطوط عناوين عربية للإعلانات والهويات، بترخيص تجاري.',
    price: 129,
    discount: 0,
    features: [4, 5],
    scenes: ['font', 'logo'],
    sales: 12,
    ratings: [],
    approved: true,
  },
  {
    owner: 'pixelcraft',
    category: 'templates',
    name: 'Minimal Portfolio Website Template',
    description:
      'A clean one-page portfolio in HTML and Tailwind CSS with English and Arabic versions, a project gallery and a contact form.',
    price: 59,
    discount: 0,
    features: [0, 2, 3, 4],
    scenes: ['web', 'mobile'],
    sales: 92,
    ratings: [5, 4, 5],
    approved: true,
  },
  {
    owner: 'pixelcraft',
    category: 'templates',
    name: 'Startup Pitch Deck Template',
    description: 'Twenty-four slides for investors (problem, market, traction, team, ask) for PowerPoint, Keynote and Google Slides.',
    price: 69,
    discount: 15,
    features: [0, 5],
    scenes: ['poster', 'chart'],
    sales: 47,
    ratings: [4, 5],
    approved: true,
  },
  {
    owner: 'pixelcraft',
    category: 'fonts',
    name: 'Line Icons Pack: 300 Icons',
    description: 'Three hundred line icons on a 24 px grid in SVG, PNG and Figma, with adjustable stroke width.',
    price: 39,
    discount: 0,
    features: [0, 2, 5],
    scenes: ['icons'],
    sales: 66,
    ratings: [5],
    approved: true,
  },
  {
    owner: 'ahmed',
    category: 'ebooks',
    name: 'Practical SEO for Small Businesses',
    description:
      'A 90-page guide to getting found on Google: keywords, page speed, local listings and content that ranks, with checklists.',
    price: 45,
    discount: 0,
    features: [6],
    scenes: ['book', 'chart'],
    sales: 58,
    ratings: [5, 4],
    approved: true,
  },
  {
    owner: 'ahmed',
    category: 'courses',
    name: 'React from Zero to Production',
    description: 'Thirty recorded lessons: components, state, data fetching, testing and deployment, building a bilingual store.',
    price: 249,
    discount: 20,
    features: [1, 9],
    scenes: ['course', 'web'],
    sales: 31,
    ratings: [5, 5, 4],
    approved: true,
  },
  {
    owner: 'khalid',
    category: 'templates',
    name: 'قالب مدونة شخصية',
    description: 'قالب مدونة خفيف وسريع بتصميم بسيط.',
    price: 69,
    discount: 0,
    features: [3, 4],
    scenes: ['web'],
    sales: 0,
    ratings: [],
    approved: false,
  },
  {
    owner: 'lama',
    category: 'ebooks',
    name: 'كتاب الوصفات الرقمية',
    description: 'وصفات مختارة من المطبخ السعودي بصيغة PDF.',
    price: 25,
    discount: 0,
    features: [4],
    scenes: ['book'],
    sales: 0,
    ratings: [],
    approved: false,
  },
];
