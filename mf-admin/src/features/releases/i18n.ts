/** Releases of each remote: which is live, switching and rolling back. */
import { addNamespace } from '@souq/i18n';
import { NS } from '@/config/namespace';

const ar = {
  releases: {
    intro: 'كل تطبيق من تطبيقات الموقع يُنشر وحده. الإصدار الحالي هو ما يحمّله الزوار من الآن؛ الصفحات المفتوحة تبقى على ما حمّلته.',
    live: 'الإصدار الحالي',
    built: 'بناء التشغيل',
    version: 'الإصدار',
    commit: 'الإيداع',
    builtAt: 'تاريخ البناء',
    shared: 'المكتبات المشتركة',
    activate: 'اجعله الحالي',
    activated: 'أصبح الإصدار هو الإصدار الحالي',
    rollback: 'العودة إلى الإصدار السابق',
    rolledBack: 'تمت العودة إلى الإصدار السابق',
    history: 'سجل التبديل',
    noReleases: 'لا توجد إصدارات مسجلة لهذا التطبيق بعد',
    noSwitches: 'لم يُبدَّل الإصدار بعد',
    byCli: 'سطر الأوامر',
    actions: { activate: 'تبديل', rollback: 'عودة' },
  },
};

const en: typeof ar = {
  releases: {
    intro:
      'Each app of the site is deployed on its own. The live release is what visitors load from now on; pages already open keep what they loaded.',
    live: 'Live',
    built: 'start-up build',
    version: 'Version',
    commit: 'Commit',
    builtAt: 'Built',
    shared: 'Shared libraries',
    activate: 'Make live',
    activated: 'The release is now live',
    rollback: 'Roll back to the previous release',
    rolledBack: 'Rolled back to the previous release',
    history: 'Switches',
    noReleases: 'No release of this app is recorded yet',
    noSwitches: 'Not switched yet',
    byCli: 'command line',
    actions: { activate: 'Switch', rollback: 'Rollback' },
  },
};

export const translations = { ar, en };
addNamespace(NS, translations);
