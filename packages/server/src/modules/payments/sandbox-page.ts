/**
 * The sandbox gateway's hosted page: bilingual (Arabic first, right-to-left, then English),
 * no script, one form that POSTs `card_number` back to the same URL.
 */
import { toSR } from '../../lib/money';
import { SANDBOX_DECLINED_CARD, SANDBOX_SUCCESS_CARD } from './gateway';
import type { PaymentRow } from './payments.repository';
import { purposeText } from './purpose-text';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sandboxPage(p: PaymentRow, actionUrl: string, cancelUrl: string, error: 'invalid' | null): string {
  const amount = toSR(p.amount).toFixed(2);
  const settled = p.status !== 'pending';
  const err = error
    ? `<p class="err" role="alert"><span lang="ar">رقم البطاقة غير معروف لبوابة الاختبار. استخدم إحدى بطاقات الاختبار أدناه.</span><br><span lang="en" dir="ltr">Unknown test card number. Use one of the test cards below.</span></p>`
    : '';
  const form = settled
    ? `<p class="done"><span lang="ar">تمت معالجة هذه العملية.</span> <span lang="en" dir="ltr">This payment has already been processed.</span></p>
       <a class="btn" href="${esc(cancelUrl)}"><span lang="ar">العودة إلى التطبيق</span> · <span lang="en">Back to the app</span></a>`
    : `<form method="post" action="${esc(actionUrl)}" novalidate>
        <label for="card_number"><span lang="ar">رقم البطاقة</span> · <span lang="en">Card number</span></label>
        <input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" dir="ltr" placeholder="4111 1111 1111 1111" required>
        <button type="submit"><span lang="ar">ادفع ${amount} ر.س</span> · <span lang="en">Pay SR ${amount}</span></button>
      </form>
      <a class="cancel" href="${esc(cancelUrl)}"><span lang="ar">إلغاء والعودة</span> · <span lang="en">Cancel and go back</span></a>`;
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>بوابة الدفع التجريبية · Sandbox payment</title>
<style>
  body{margin:0;font-family:system-ui,"Segoe UI",Tahoma,sans-serif;background:#f4f6f8;color:#1f2937}
  main{max-width:440px;margin:32px auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
  h1{font-size:20px;margin:0 0 4px} .sub{color:#6b7280;margin:0 0 16px}
  .amount{font-size:28px;font-weight:700;margin:8px 0 16px}
  label{display:block;font-weight:600;margin-bottom:6px}
  input{width:100%;box-sizing:border-box;font-size:18px;padding:10px;border:1px solid #cbd5e1;border-radius:8px;text-align:left}
  button,.btn{display:block;width:100%;box-sizing:border-box;margin-top:16px;padding:12px;border:0;border-radius:8px;background:#0f766e;color:#fff;font-size:16px;text-align:center;text-decoration:none;cursor:pointer}
  .cancel{display:block;text-align:center;margin-top:12px;color:#374151}
  .err{background:#fef2f2;color:#b91c1c;padding:10px;border-radius:8px}
  .done{background:#ecfdf5;color:#065f46;padding:10px;border-radius:8px}
  .cards{margin-top:20px;font-size:13px;color:#4b5563} code{direction:ltr;unicode-bidi:embed}
</style>
</head>
<body>
<main>
  <h1><span lang="ar">بوابة الدفع التجريبية</span> · <span lang="en">Sandbox payment</span></h1>
  <p class="sub"><span lang="ar">${esc(purposeText('ar', p.purpose))}</span> · <span lang="en">${esc(purposeText('en', p.purpose))}</span></p>
  <p class="amount"><span lang="ar">${amount} ر.س</span> · <span lang="en" dir="ltr">SR ${amount}</span></p>
  ${err}
  ${form}
  <div class="cards">
    <p><span lang="ar">بطاقات الاختبار:</span> <span lang="en">Test cards:</span></p>
    <p><code>${SANDBOX_SUCCESS_CARD}</code> — <span lang="ar">تنجح</span> · <span lang="en">succeeds</span></p>
    <p><code>${SANDBOX_DECLINED_CARD}</code> — <span lang="ar">تُرفض</span> · <span lang="en">is declined</span></p>
  </div>
</main>
</body>
</html>`;
}

export function notFoundPage(): string {
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>غير موجود · Not found</title></head>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:48px"><p>عملية الدفع غير موجودة</p><p lang="en" dir="ltr">Payment not found</p></body></html>`;
}
