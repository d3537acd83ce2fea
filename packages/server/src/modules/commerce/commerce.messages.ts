import { defineMessages } from '../../lib/message-catalogue';

/** The digital store: products, favourites, cart, coupons, checkout, downloads, invoices. */
export const CommerceMessages = defineMessages({
  // Products (customers)
  'products.not_found': { ar: 'المنتج غير موجود', en: 'The product does not exist' },
  'products.not_available': { ar: 'هذا المنتج غير متاح حالياً', en: 'This product is not available' },
  'products.category_not_found': { ar: 'قسم المتجر غير موجود', en: 'The store category does not exist' },
  'products.feature_not_found': { ar: 'إحدى الميزات المختارة غير موجودة', en: 'One of the chosen features does not exist' },

  // Favourites
  'favorites.added': { ar: 'تمت الإضافة إلى المفضلة', en: 'Added to favourites' },
  'favorites.removed': { ar: 'تم الحذف من المفضلة', en: 'Removed from favourites' },
  'favorites.already': { ar: 'المنتج موجود في المفضلة بالفعل', en: 'This product is already in your favourites' },
  'favorites.not_favorite': { ar: 'المنتج ليس في المفضلة', en: 'This product is not in your favourites' },

  // Cart
  'cart.added': { ar: 'تمت إضافة المنتج إلى السلة', en: 'The product was added to your cart' },
  'cart.removed': { ar: 'تم حذف المنتج من السلة', en: 'The product was removed from your cart' },
  'cart.already_in_cart': { ar: 'المنتج موجود في السلة بالفعل', en: 'This product is already in your cart' },
  'cart.own_product': { ar: 'لا يمكنك شراء منتجك', en: 'You cannot buy your own product' },
  'cart.already_bought': { ar: 'لقد اشتريت هذا المنتج من قبل، تجده في ملفاتك', en: 'You already bought this product: find it in your files' },
  'cart.item_not_found': { ar: 'هذا العنصر غير موجود في سلتك', en: 'This item is not in your cart' },
  'cart.empty': { ar: 'السلة فارغة', en: 'Your cart is empty' },
  'cart.changed': { ar: 'تغيرت السلة: بعض المنتجات لم تعد متاحة وتم حذفها، راجع السلة ثم أعد المحاولة', en: 'Your cart changed: some products are no longer available and were removed; review it and try again' },

  // Coupons
  'coupon.applied': { ar: 'تم تطبيق الكوبون', en: 'The coupon was applied' },
  'coupon.not_found': { ar: 'كود الخصم غير صحيح', en: 'This coupon code is not valid' },
  'coupon.expired': { ar: 'انتهت صلاحية كود الخصم', en: 'This coupon has expired' },
  'coupon.exhausted': { ar: 'تم استنفاد عدد مرات استخدام كود الخصم', en: 'This coupon has been used up' },
  'coupon.minimum': { ar: 'يتطلب كود الخصم ألا يقل مجموع السلة عن {min} ر.س', en: 'This coupon needs a cart total of at least {min} SR' },

  // Checkout
  'orders.paid': { ar: 'تم الدفع بنجاح، تجد مشترياتك في ملفاتك', en: 'Payment done: your purchases are in your files' },
  'orders.pay_by_card': { ar: 'أكمل الدفع بالبطاقة', en: 'Complete the payment by card' },
  'orders.insufficient_balance': { ar: 'رصيد المحفظة غير كافٍ لإتمام الطلب', en: 'Your wallet balance is not enough for this order' },
  'orders.not_found': { ar: 'الطلب غير موجود', en: 'The order does not exist' },
  'orders.notify_sold': { ar: 'تم شراء منتجك «{name}»', en: 'Your product “{name}” was bought' },
  'validation.pay_type': { ar: 'اختر طريقة الدفع (المحفظة أو البطاقة)', en: 'Choose a payment method (wallet or card)' },

  // Downloads
  'downloads.ready': { ar: 'ملفات المنتج جاهزة للتحميل', en: 'The product files are ready to download' },
  'downloads.not_bought': { ar: 'لم تقم بشراء هذا المنتج', en: 'You have not bought this product' },
  'downloads.link_invalid': { ar: 'رابط التحميل غير صالح', en: 'This download link is not valid' },
  'downloads.link_expired': { ar: 'انتهت صلاحية رابط التحميل، اطلب رابطاً جديداً من صفحة ملفاتك', en: 'This download link has expired: get a new one from your files page' },

  // The store owner's products
  'products.created': { ar: 'تم إضافة المنتج وهو بانتظار موافقة الإدارة', en: 'The product was added and is waiting for the administration’s approval' },
  'products.updated': { ar: 'تم تعديل المنتج وهو بانتظار موافقة الإدارة', en: 'The product was updated and is waiting for the administration’s approval' },
  'products.deleted': { ar: 'تم حذف المنتج بنجاح', en: 'The product was deleted' },
  'products.delete_purchased': { ar: 'لا يمكن حذف منتج تم شراؤه', en: 'A product that has been bought cannot be deleted' },
  'products.file_deleted': { ar: 'تم حذف الملف', en: 'The file was deleted' },
  'products.file_not_found': { ar: 'الملف غير موجود في هذا المنتج', en: 'This file is not part of the product' },
  'products.file_choice': { ar: 'حدد ملفاً واحداً للحذف: صورة عرض أو ملف تحميل', en: 'Name one file to delete: a preview image or a download file' },
  'products.last_preview': { ar: 'يجب أن يبقى للمنتج صورة عرض واحدة على الأقل', en: 'A product must keep at least one preview image' },
  'products.last_download': { ar: 'يجب أن يبقى للمنتج ملف تحميل واحد على الأقل', en: 'A product must keep at least one download file' },
  'products.preview_required': { ar: 'أضف صورة عرض واحدة على الأقل', en: 'Add at least one preview image' },
  'products.download_required': { ar: 'أضف ملف تحميل واحداً على الأقل', en: 'Add at least one download file' },
  'products.too_many_files': { ar: 'عدد الملفات أكبر من {max}', en: 'No more than {max} files of each kind' },
  'products.too_many_features': { ar: 'يمكن اختيار 20 ميزة على الأكثر', en: 'Choose at most 20 features' },
  'products.discount_over_100': { ar: 'نسبة الخصم يجب ألا تزيد عن 100', en: 'The discount percentage must not exceed 100' },
  'products.discount_price_mismatch': { ar: 'السعر بعد الخصم لا يطابق نسبة الخصم (المتوقع {expected} ر.س)', en: 'The price after discount does not match the discount percentage (expected {expected} SR)' },
  'products.discount_expire_invalid': { ar: 'تاريخ انتهاء الخصم غير صحيح', en: 'The discount end date is not valid' },
  'products.discount_expire_past': { ar: 'تاريخ انتهاء الخصم يجب أن يكون في المستقبل', en: 'The discount end date must be in the future' },
  'products.discount_expire_required': { ar: 'حدد تاريخ انتهاء الخصم', en: 'Choose the date the discount ends' },
  'products.not_store_category': { ar: 'اختر قسماً من أقسام المتاجر', en: 'Choose one of the store categories' },
  'products.not_store_owner': { ar: 'إضافة المنتجات متاحة لأصحاب المتاجر فقط', en: 'Only store owners can add products' },

  // Tax invoices
  'invoice.not_found': { ar: 'لا توجد فاتورة لهذا الطلب', en: 'There is no invoice for this order' },
  'invoice.link_invalid': { ar: 'رابط الفاتورة غير صالح أو منتهي', en: 'This invoice link is not valid or has expired' },

  'fields.product_id': { ar: 'المنتج', en: 'product' },
  'fields.cart_id': { ar: 'عنصر السلة', en: 'cart item' },
  'fields.coupon': { ar: 'كود الخصم', en: 'coupon' },
  'fields.pay_type': { ar: 'طريقة الدفع', en: 'payment method' },
  'fields.category_id': { ar: 'القسم', en: 'category' },
  'fields.features': { ar: 'الميزات', en: 'features' },
  'fields.price': { ar: 'السعر', en: 'price' },
  'fields.discount_percentage': { ar: 'نسبة الخصم', en: 'discount percentage' },
  'fields.price_after_discount': { ar: 'السعر بعد الخصم', en: 'price after discount' },
  'fields.discount_expire': { ar: 'تاريخ انتهاء الخصم', en: 'discount end date' },
  'fields.description': { ar: 'الوصف', en: 'description' },
  'fields.preview_files': { ar: 'صور العرض', en: 'preview images' },
  'fields.download_files': { ar: 'ملفات التحميل', en: 'download files' },
  'fields.preview_image': { ar: 'صورة العرض', en: 'preview image' },
  'fields.download_image': { ar: 'ملف التحميل', en: 'download file' },
  'fields.rate': { ar: 'التقييم', en: 'rating' },
  'fields.kind': { ar: 'نوع الطلب', en: 'order kind' },
  'fields.id': { ar: 'المعرف', en: 'id' },
});
