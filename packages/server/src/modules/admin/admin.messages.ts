import { inMinutes } from '../../lib/core.messages';
import { defineMessages } from '../../lib/message-catalogue';

export const AdminMessages = defineMessages({
  'admin.logged_in': { ar: 'تم تسجيل الدخول بنجاح', en: 'Signed in successfully' },
  'admin.logged_out': { ar: 'تم تسجيل الخروج', en: 'Signed out' },
  'admin.wrong_credentials': { ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة', en: 'The email or password is incorrect' },
  'admin.too_many_attempts': inMinutes(
    (m) => `محاولات دخول كثيرة، حاول مرة أخرى بعد ${m}`,
    (m) => `Too many sign-in attempts; try again in ${m}`,
  ),
  'admin.suspended': { ar: 'تم إيقاف حساب المشرف هذا', en: 'This administrator account is suspended' },
  'admin.otp_required': { ar: 'أدخل رمز التحقق من تطبيق المصادقة', en: 'Enter the code from your authenticator app' },
  'admin.otp_wrong': { ar: 'رمز التحقق غير صحيح', en: 'The verification code is incorrect' },
  'admin.otp_used': {
    ar: 'تم استخدام هذا الرمز من قبل، انتظر الرمز التالي في تطبيق المصادقة',
    en: 'This code has already been used; wait for the next code in your authenticator app',
  },
  'admin.totp_not_started': { ar: 'ابدأ تفعيل التحقق بخطوتين أولاً', en: 'Start two-step verification first' },
  'admin.totp_enrol_started': {
    ar: 'امسح الرمز بتطبيق المصادقة ثم أدخل الرمز المكوّن من 6 أرقام',
    en: 'Scan the code with your authenticator app, then enter the 6-digit code',
  },
  'admin.totp_enabled': { ar: 'تم تفعيل التحقق بخطوتين', en: 'Two-step verification is on' },
  'admin.created': { ar: 'تمت إضافة المشرف', en: 'The administrator has been added' },
  'admin.email_taken': { ar: 'البريد الإلكتروني مستخدم لمشرف آخر', en: 'Another administrator uses this email' },
  'admin.admin_not_found': { ar: 'المشرف غير موجود', en: 'The administrator does not exist' },
  'admin.cannot_suspend_self': { ar: 'لا يمكنك إيقاف حسابك', en: 'You cannot suspend your own account' },
  'admin.suspended_done': { ar: 'تم إيقاف الحساب', en: 'The account has been suspended' },
  'admin.reinstated_done': { ar: 'تمت إعادة تفعيل الحساب', en: 'The account has been reinstated' },

  'admin.provider_approved': { ar: 'تم اعتماد مقدم الخدمة بنجاح', en: 'The provider has been approved' },
  'admin.provider_rejected': { ar: 'تم رفض مقدم الخدمة وإبلاغه برسالة نصية', en: 'The provider has been rejected and told by SMS' },
  'admin.provider_not_found': { ar: 'مقدم الخدمة غير موجود', en: 'The provider does not exist' },
  'admin.provider_already_approved': {
    ar: 'مقدم الخدمة معتمد بالفعل، يمكنك إيقافه بدلاً من رفضه',
    en: 'The provider is already approved; suspend them instead',
  },
  'admin.provider_suspended': { ar: 'الحساب موقوف، أعد تفعيله أولاً', en: 'The account is suspended; reinstate it first' },
  'admin.user_not_found': { ar: 'العميل غير موجود', en: 'The customer does not exist' },
  'admin.product_approved': { ar: 'تم اعتماد المنتج بنجاح', en: 'The product has been approved' },
  'admin.product_rejected': { ar: 'تم رفض المنتج', en: 'The product has been rejected' },
  'admin.product_not_found': { ar: 'المنتج غير موجود', en: 'The product does not exist' },
  'admin.notify_provider_approved': {
    ar: 'تم اعتماد حسابك، يمكنك الآن تسجيل الدخول واستقبال الطلبات',
    en: 'Your account has been approved; you can now sign in and receive orders',
  },
  'admin.notify_product_approved': {
    ar: 'تم اعتماد منتجك «{name}» وأصبح ظاهراً للعملاء',
    en: 'Your product "{name}" has been approved and is now visible to customers',
  },
  'admin.notify_product_rejected': {
    ar: 'تم رفض منتجك «{name}»: {reason}',
    en: 'Your product "{name}" was rejected: {reason}',
  },
  'admin.sms_provider_rejected': {
    ar: 'سوق: نعتذر، لم يتم اعتماد حسابك. السبب: {reason}',
    en: 'Souq: sorry, your account was not approved. Reason: {reason}',
  },

  'admin.order_not_found': { ar: 'الطلب غير موجود', en: 'The order does not exist' },
  'admin.complaint_not_found': { ar: 'الشكوى غير موجودة', en: 'The complaint does not exist' },
  'admin.complaint_resolved': { ar: 'تمت معالجة الشكوى', en: 'The complaint has been resolved' },
  'admin.complaint_not_open': { ar: 'تمت معالجة هذه الشكوى من قبل', en: 'This complaint has already been resolved' },
  'admin.complaint_no_order': {
    ar: 'لا يمكن الاسترداد أو التحويل: الشكوى غير مرتبطة بطلب مدفوع',
    en: 'Cannot refund or release: the complaint is not about a paid order',
  },
  'admin.refund_too_much': {
    ar: 'مبلغ الاسترداد أكبر من المتبقي من الطلب ({left} ر.س)',
    en: 'The refund is more than what is left of the order ({left} SR)',
  },
  'admin.answer_required': { ar: 'اكتب الرد على الشكوى', en: 'Write an answer to the complaint' },
  'admin.wallet_refund': { ar: 'استرداد عن الطلب {number}', en: 'Refund for order {number}' },
  'admin.notify_complaint_answer': { ar: 'رد الإدارة على شكواك: {answer}', en: 'Our answer to your complaint: {answer}' },
  'admin.notify_complaint_refund': {
    ar: 'تم استرداد {amount} ر.س إلى محفظتك عن الطلب {number}',
    en: '{amount} SR has been refunded to your wallet for order {number}',
  },
  'admin.notify_provider_refund': {
    ar: 'تم خصم {amount} ر.س من مستحقاتك بعد استرداد للعميل عن الطلب {number}',
    en: '{amount} SR was taken off your earnings after a refund to the customer for order {number}',
  },

  'admin.settlement_paid': { ar: 'تم تسجيل تحويل التسوية', en: 'The settlement has been marked paid' },
  'admin.settlement_rejected': { ar: 'تم رفض طلب التسوية وإعادة المستحقات', en: 'The settlement was rejected and the due restored' },

  'admin.saved': { ar: 'تم الحفظ', en: 'Saved' },
  'admin.deleted': { ar: 'تم الحذف', en: 'Deleted' },
  'admin.item_not_found': { ar: 'العنصر غير موجود', en: 'The item does not exist' },
  'admin.item_in_use': { ar: 'لا يمكن حذف عنصر مستخدم، يمكنك إخفاؤه', en: 'This item is in use and cannot be deleted; hide it instead' },
  'admin.in_use_providers': {
    ar: 'لا يمكن الحذف: يستخدمه {count} من مقدمي الخدمات. يمكنك إخفاؤه بدلاً من ذلك',
    en: 'Cannot delete: {count} providers use it. Hide it instead',
  },
  'admin.in_use_category': {
    ar: 'لا يمكن حذف التصنيف: فيه {services} خدمات فرعية و{offers} خدمات لمقدمين و{works} أعمال. يمكنك إخفاؤه بدلاً من ذلك',
    en: 'Cannot delete the category: it has {services} sub-services, {offers} provider offers and {works} portfolio works. Hide it instead',
  },
  'admin.in_use_service': {
    ar: 'لا يمكن حذف الخدمة: يقدمها {offers} من مقدمي الخدمات وعليها {orders} طلبات و{works} أعمال. يمكنك إخفاؤها بدلاً من ذلك',
    en: 'Cannot delete the sub-service: {offers} provider offers, {orders} orders and {works} portfolio works use it. Hide it instead',
  },
  'admin.in_use_store_category': {
    ar: 'لا يمكن حذف تصنيف المتجر: فيه {products} منتجات. يمكنك إخفاؤه بدلاً من ذلك',
    en: 'Cannot delete the store category: it has {products} products. Hide it instead',
  },
  'admin.contact_close_only': {
    ar: 'رسائل التواصل لا يُسترد لها ولا يُحوَّل عنها مبلغ؛ أغلقها برد',
    en: 'A contact message has no payment to refund or release; close it with an answer',
  },
  'admin.item_duplicate': { ar: 'يوجد عنصر بالقيمة نفسها', en: 'An item with the same value exists' },
  'admin.category_not_found': { ar: 'التصنيف غير موجود', en: 'The category does not exist' },
  'admin.image_required': { ar: 'الصورة مطلوبة', en: 'The image is required' },
  'admin.range_invalid': { ar: 'بداية النطاق يجب أن تكون أقل من نهايته', en: 'The range must start below its end' },

  'admin.store_state.pending': { ar: 'بانتظار الدفع', en: 'Awaiting payment' },
  'admin.store_state.paid': { ar: 'مدفوع', en: 'Paid' },
  'admin.store_state.failed': { ar: 'فشل الدفع', en: 'Payment failed' },
  'admin.csv.orders': {
    ar: 'رقم الطلب,النوع,الحالة,العميل,مقدم الخدمة,الخدمة,الإجمالي,الضريبة,العمولة,طريقة الدفع,التاريخ,تاريخ الدفع',
    en: 'Number,Kind,Status,Customer,Provider,Title,Total,VAT,Commission,Payment method,Created,Paid',
  },
  'admin.csv.transactions': {
    ar: 'الرقم,مقدم الخدمة,النوع,الإجمالي,الضريبة,العمولة,مستحق مقدم الخدمة,طريقة الدفع,رقم التسوية,التاريخ',
    en: 'Number,Provider,Kind,Total,VAT,Commission,Provider due,Payment method,Settlement,Created',
  },
  'admin.csv.settlements': {
    ar: 'الرقم,مقدم الخدمة,الجوال,المبلغ,الحالة,البنك,صاحب الحساب,رقم الحساب,الآيبان,رقم الحوالة,سبب الرفض,التاريخ,تاريخ التسوية',
    en: 'Id,Provider,Phone,Amount,Status,Bank,Account holder,Account number,IBAN,Reference,Reason,Created,Settled',
  },
  // Values in the CSV exports read as words, like the console shows them.
  'admin.csv.kind.service': { ar: 'خدمة', en: 'Service' },
  'admin.csv.kind.store': { ar: 'متجر', en: 'Store' },
  'admin.csv.tx.order': { ar: 'طلب', en: 'Order' },
  'admin.csv.tx.refund': { ar: 'استرداد', en: 'Refund' },
  'admin.csv.method.card': { ar: 'بطاقة', en: 'Card' },
  'admin.csv.method.wallet': { ar: 'المحفظة', en: 'Wallet' },
  'admin.csv.settlement.pending': { ar: 'قيد الانتظار', en: 'Pending' },
  'admin.csv.settlement.paid': { ar: 'مدفوعة', en: 'Paid' },
  'admin.csv.settlement.rejected': { ar: 'مرفوضة', en: 'Rejected' },
  'admin.export_not_found': { ar: 'التصدير غير موجود', en: 'There is no such export' },

  'validation.otp': { ar: 'رمز التحقق يجب أن يتكون من 6 أرقام', en: 'The verification code must be 6 digits' },
  'validation.vat_number': {
    ar: 'الرقم الضريبي 15 رقماً يبدأ وينتهي بالرقم 3',
    en: 'The VAT number is 15 digits starting and ending with 3',
  },
  'validation.coupon_code': {
    ar: 'رمز القسيمة من 3 إلى 30 حرفاً إنجليزياً أو رقماً',
    en: 'The coupon code is 3 to 30 Latin letters or digits',
  },
  'fields.email': { ar: 'البريد الإلكتروني', en: 'email' },
  'fields.password': { ar: 'كلمة المرور', en: 'password' },
  'fields.otp': { ar: 'رمز التحقق', en: 'verification code' },
  'fields.reference': { ar: 'رقم الحوالة', en: 'transfer reference' },
  'fields.name_ar': { ar: 'الاسم بالعربية', en: 'Arabic name' },
  'fields.name_en': { ar: 'الاسم بالإنجليزية', en: 'English name' },
  'fields.answer': { ar: 'الرد', en: 'answer' },
  'fields.action': { ar: 'الإجراء', en: 'action' },
});
