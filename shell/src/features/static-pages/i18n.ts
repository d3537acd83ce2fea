/** The 'static' namespace (about, terms, contact, complaint, delete account). */
import { addNamespace } from '@souq/i18n';
// Page titles (headings read them too) live with the routes, once.
import '@souq/routes/titles';

const ar = {
  subtitles: {
    contact: 'يسعدنا سماع رأيك أو استفسارك، وسنرد عليك في أقرب وقت',
    complains: 'أخبرنا بما واجهته وسيتابع فريقنا شكواك',
    deleteAccount: 'أدخل رقم الجوال المرتبط بحسابك لتقديم طلب حذفه',
  },
  fields: {
    name: 'الاسم',
    userName: 'اسم المستخدم',
    phone: 'رقم الجوال',
    message: 'نص الرسالة',
    complaint: 'تفاصيل الشكوى',
    reason: 'سبب الشكوى',
  },
  placeholders: {
    name: 'اكتب اسمك',
    message: 'اكتب رسالتك هنا…',
    complaint: 'اشرح المشكلة بالتفصيل…',
    reason: 'مثال: تأخر في التنفيذ',
  },
  validation: {
    name: 'يرجى إدخال الاسم',
    userName: 'يرجى إدخال اسم المستخدم',
    message: 'يرجى كتابة الرسالة',
    complaint: 'يرجى كتابة تفاصيل الشكوى',
    reason: 'يرجى إدخال سبب الشكوى',
  },
  actions: {
    submitComplaint: 'إرسال الشكوى',
    submitDelete: 'إرسال الطلب',
    newRequest: 'تقديم طلب آخر',
  },
  messages: {
    sent: 'تم إرسال رسالتك بنجاح',
    complaintSent: 'تم استلام شكواك بنجاح',
    deleteReceivedTitle: 'تم استلام طلبك',
    deleteReceived: 'استلمنا طلب حذف الحساب المرتبط بالرقم {{phone}}، وسيتواصل معك فريق الدعم لإكمال الإجراء.',
    loadFailed: 'تعذّر تحميل المحتوى',
    empty: 'لا يوجد محتوى لعرضه حاليًا',
    genericError: 'تعذّر إكمال الطلب، يرجى المحاولة مرة أخرى',
    networkError: 'تعذّر الاتصال بالخادم، تحقّق من اتصالك بالإنترنت',
  },
};

type Bundle = typeof ar;

const en: Bundle = {
  subtitles: {
    contact: 'We would love to hear your feedback or question and will reply soon',
    complains: 'Tell us what happened and our team will follow up',
    deleteAccount: 'Enter the mobile number linked to your account to request its deletion',
  },
  fields: {
    name: 'Name',
    userName: 'User name',
    phone: 'Mobile number',
    message: 'Message',
    complaint: 'Complaint details',
    reason: 'Reason',
  },
  placeholders: {
    name: 'Your name',
    message: 'Write your message here…',
    complaint: 'Describe the problem in detail…',
    reason: 'e.g. late delivery',
  },
  validation: {
    name: 'Please enter your name',
    userName: 'Please enter a user name',
    message: 'Please write a message',
    complaint: 'Please describe the complaint',
    reason: 'Please enter the reason',
  },
  actions: {
    submitComplaint: 'Send complaint',
    submitDelete: 'Send request',
    newRequest: 'Send another request',
  },
  messages: {
    sent: 'Your message was sent',
    complaintSent: 'Your complaint was received',
    deleteReceivedTitle: 'Request received',
    deleteReceived: 'We received the request to delete the account linked to {{phone}}. Our support team will contact you to complete it.',
    loadFailed: 'Could not load the content',
    empty: 'Nothing to show yet',
    genericError: 'We could not complete the request, please try again',
    networkError: 'Could not reach the server, check your internet connection',
  },
};

export const staticTranslations = { ar, en };

addNamespace('static', staticTranslations);
