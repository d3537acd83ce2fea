import { defineMessages } from '../../lib/message-catalogue';

export const ReleaseMessages = defineMessages({
  'release.registered': { ar: 'تم تسجيل الإصدار', en: 'The release has been recorded' },
  'release.activated': { ar: 'أصبح الإصدار هو الإصدار الحالي', en: 'The release is now live' },
  'release.rolled_back': { ar: 'تمت العودة إلى الإصدار السابق', en: 'Rolled back to the previous release' },
  'release.unknown_remote': { ar: 'لا يوجد تطبيق بهذا الاسم', en: 'There is no remote with this name' },
  'release.not_found': { ar: 'هذا الإصدار غير مسجل', en: 'This release is not recorded' },
  'release.files_missing': { ar: 'ملفات الإصدار غير موجودة في مجلد الإصدارات', en: 'The release files are not in the releases folder' },
  'release.exists': { ar: 'هذا الإصدار مسجل من قبل بملفات أخرى', en: 'This version is already recorded for another build' },
  'release.nothing_to_roll_back': { ar: 'لا يوجد إصدار سابق للعودة إليه', en: 'There is no earlier release to go back to' },
});
