/**
 * The printable simplified tax invoice: one self-contained HTML page, Arabic and English
 * side by side (Arabic first, right-to-left), no script, print styles for A4. The browser
 * shows it and prints or saves it as PDF. Carries the ZATCA QR code (base64 TLV payload).
 */
import { formatDateTime } from '../../lib/format-date';
import { toSR } from '../../lib/money';
import type { InvoiceRow } from './store-orders.repository';
import { qrSvg } from './qr-code';

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const sr = (h: number) => toSR(h).toFixed(2);
/** Plain text (the tab's title) has no <bdi>: the isolate marks keep `P-20261128-00009` one left-to-right unit in Arabic. */
const isolate = (s: string) => `\u2066${s}\u2069`;

export interface InvoicePageData {
  invoice: InvoiceRow;
  seller: { ar: string; en: string; vatNumber: string };
  buyer: string;
  orderNumber: string;
  stores: string[];
}

export function invoicePage(d: InvoicePageData): string {
  const inv = d.invoice;
  const vatRate = (inv.vatRate / 100).toString();
  const rows = inv.lines
    .map(
      (l, i) =>
        `<tr><td>${i + 1}</td><td class="name"><bdi>${esc(l.name)}</bdi></td><td>${l.quantity}</td><td dir="ltr">${sr(l.unitPrice)}</td><td dir="ltr">${sr(l.total)}</td></tr>`,
    )
    .join('\n');
  const bi = (ar: string, en: string) => `<span lang="ar">${ar}</span> <span class="en" lang="en" dir="ltr">${en}</span>`;
  const taxable = inv.subtotal - inv.discount;
  return `<!doctype html>
<html lang="ar" dir="rtl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>فاتورة ضريبية مبسطة ${isolate(esc(inv.number))} · Simplified tax invoice</title>
<style>
  body{margin:0;font-family:"IBM Plex Sans Arabic",system-ui,"Segoe UI",Tahoma,sans-serif;background:#f4f6f8;color:#111827}
  main{max-width:820px;margin:24px auto;background:#fff;padding:32px;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.08)}
  h1{font-size:22px;margin:0 0 4px} .en{color:#4b5563;font-size:.9em;unicode-bidi:isolate} bdi,[dir=ltr]{unicode-bidi:isolate}
  header{display:grid;grid-template-columns:repeat(auto-fit,minmax(260px,1fr));gap:16px 32px;border-bottom:2px solid #0f766e;padding-bottom:16px;margin-bottom:16px}
  header h1{grid-column:1/-1}
  dl{display:grid;grid-template-columns:minmax(0,max-content) minmax(0,1fr);gap:6px 16px;margin:0;align-content:start} dt{font-weight:600} dd{margin:0;overflow-wrap:anywhere}
  table{width:100%;border-collapse:collapse;margin:16px 0} th,td{border:1px solid #e5e7eb;padding:8px;text-align:center} th{background:#f0fdfa}
  td.name{text-align:start}
  .totals{margin-inline-start:auto;max-width:380px} .totals td{text-align:start} .totals td:last-child{text-align:end;white-space:nowrap}
  .grand td{font-weight:700;font-size:1.1em;background:#f0fdfa}
  .qr{margin:16px 0 0;display:flex;align-items:center;gap:12px;font-size:13px;color:#4b5563} .qr svg{flex:none}
  .print{display:inline-block;margin-top:16px;padding:10px 20px;border-radius:8px;background:#0f766e;color:#fff;border:0;font-size:15px;cursor:pointer}
  .print .en{color:inherit}
  @media print{body{background:#fff} main{box-shadow:none;margin:0;max-width:none;border-radius:0} .no-print{display:none}}
  @media (max-width:480px){main{padding:16px;margin:0;border-radius:0} th,td{padding:4px;font-size:13px} h1{font-size:19px} dl{grid-template-columns:1fr;gap:2px} dd{margin-bottom:8px}}
</style>
</head>
<body>
<main>
  <header>
    <h1>${bi('فاتورة ضريبية مبسطة', 'Simplified tax invoice')}</h1>
    <div>
      <dl>
        <dt>${bi('رقم الفاتورة', 'Invoice number')}</dt><dd dir="ltr">${esc(inv.number)}</dd>
        <dt>${bi('تاريخ الإصدار', 'Issue date')}</dt><dd dir="ltr">${esc(formatDateTime(inv.issuedAt))}</dd>
        <dt>${bi('رقم الطلب', 'Order number')}</dt><dd dir="ltr">${esc(d.orderNumber)}</dd>
      </dl>
    </div>
    <div>
      <dl>
        <dt>${bi('البائع', 'Seller')}</dt><dd>${esc(d.seller.ar)}<br><span class="en" dir="ltr">${esc(d.seller.en)}</span></dd>
        <dt>${bi('الرقم الضريبي', 'VAT number')}</dt><dd dir="ltr">${esc(inv.vatNumber)}</dd>
        <dt>${bi('المشتري', 'Buyer')}</dt><dd><bdi>${esc(d.buyer)}</bdi></dd>
        ${d.stores.length ? `<dt>${bi('المتجر', 'Store')}</dt><dd>${esc(d.stores.join('، '))}</dd>` : ''}
      </dl>
    </div>
  </header>
  <table>
    <thead><tr><th>#</th><th>${bi('البيان', 'Item')}</th><th>${bi('الكمية', 'Qty')}</th><th>${bi('سعر الوحدة (ر.س)', 'Unit price (SR)')}</th><th>${bi('المجموع (ر.س)', 'Total (SR)')}</th></tr></thead>
    <tbody>
${rows}
    </tbody>
  </table>
  <table class="totals">
    <tr><td>${bi('المجموع', 'Subtotal')}</td><td dir="ltr">${sr(inv.subtotal)} SR</td></tr>
    ${inv.discount ? `<tr><td>${bi('الخصم', 'Discount')}</td><td dir="ltr">-${sr(inv.discount)} SR</td></tr>` : ''}
    <tr><td>${bi('الإجمالي الخاضع للضريبة', 'Taxable amount')}</td><td dir="ltr">${sr(taxable)} SR</td></tr>
    <tr><td>${bi(`ضريبة القيمة المضافة ${vatRate}%`, `VAT ${vatRate}%`)}</td><td dir="ltr">${sr(inv.vatAmount)} SR</td></tr>
    <tr class="grand"><td>${bi('الإجمالي شامل الضريبة', 'Total incl. VAT')}</td><td dir="ltr">${sr(inv.total)} SR</td></tr>
  </table>
  <figure class="qr">
    ${qrSvg(inv.qr, 160, 'ZATCA QR')}
    <figcaption>${bi('رمز الاستجابة السريعة لهيئة الزكاة والضريبة والجمارك', 'ZATCA QR code')}</figcaption>
  </figure>
  <p class="no-print"><button class="print" type="button" onclick="window.print()">${bi('طباعة / حفظ PDF', 'Print / save as PDF')}</button></p>
</main>
</body>
</html>`;
}

export function invoiceLinkExpiredPage(): string {
  return `<!doctype html><html lang="ar" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>رابط غير صالح · Invalid link</title></head>
<body style="font-family:system-ui,sans-serif;text-align:center;padding:48px"><p>رابط الفاتورة غير صالح أو منتهي</p><p lang="en" dir="ltr">This invoice link is not valid or has expired</p></body></html>`;
}
