/**
 * Pictures a provider would upload: a cover for each service offer and product (its title,
 * in the author's own language, over the category's pictogram) and mockups of the work —
 * a website in a browser, phone screens, a logo sheet, a document, a dashboard, a video
 * frame, social posts, a book, a course, an icon set or a font specimen — varied by seed.
 */
import { pictogram } from './icons';
import { gradient, INK, prng } from './palette';
import { esc, hasArabic, svgToPng, textBlock, wrap } from './render';

export const W = 800;
export const H = 600;

export type MockupKind = 'web' | 'mobile' | 'logo' | 'doc' | 'chart' | 'video' | 'poster' | 'book' | 'course' | 'icons' | 'font';

const svg = (body: string, w = W, h = H) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** A diagonal gradient definition with id `bg`, and soft circles that make it look finished. */
function backdrop(variant: number, w = W, h = H): string {
  const [a, b] = gradient(variant);
  const r = prng(variant * 7919 + 17);
  const dots = Array.from({ length: 3 }, () => {
    const cx = Math.round(r() * w);
    const cy = Math.round(r() * h);
    return `<circle cx="${cx}" cy="${cy}" r="${Math.round(60 + r() * 160)}" fill="#fff" opacity="${(0.06 + r() * 0.08).toFixed(2)}"/>`;
  }).join('');
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${dots}`;
}

/** Grey placeholder lines of varying length (text seen from afar). */
function lines(x: number, y: number, width: number, count: number, seed: number, colour = '#CBD5E1', gap = 18, h = 8): string {
  const r = prng(seed);
  return Array.from({ length: count }, (_, i) => {
    const lw = Math.round(width * (0.55 + r() * 0.45));
    return `<rect x="${x}" y="${y + i * gap}" width="${lw}" height="${h}" rx="${h / 2}" fill="${colour}"/>`;
  }).join('');
}

const ICON_SETS = [
  ['palette', 'pen-tool', 'layers', 'image', 'brush', 'shapes', 'sparkles', 'crop', 'droplet'],
  ['code', 'database', 'server', 'terminal', 'cpu', 'globe', 'git-branch', 'bug', 'cloud'],
  ['shopping-cart', 'heart', 'star', 'gift', 'tag', 'truck', 'credit-card', 'store', 'package'],
  ['camera', 'music', 'video', 'mic', 'headphones', 'film', 'play', 'radio', 'tv'],
  ['moon', 'sun', 'star', 'lamp', 'gift', 'calendar', 'flag', 'party-popper', 'landmark'],
];

/** The cover of a service offer or product: title over the category's pictogram. */
export function coverPng(o: { title: string; tagline?: string; icon: string; variant: number }): Buffer {
  const rtl = hasArabic(o.title);
  const box = rtl ? { x: W - 300, x0: 60, x1: W - 340 } : { x: 60, x0: 340, x1: W - 60 };
  const titleLines = wrap(o.title, 50, box.x1 - box.x0, 3);
  const ty = H / 2 - ((titleLines.length - 1) * 66) / 2 + (o.tagline ? -10 : 16);
  const tag = o.tagline
    ? textBlock(wrap(o.tagline, 24, box.x1 - box.x0, 2), {
        x0: box.x0,
        x1: box.x1,
        y: ty + titleLines.length * 66 + 10,
        size: 24,
        weight: 400,
        fill: '#ffffffdd',
      })
    : '';
  return svgToPng(
    svg(
      `${backdrop(o.variant)}<rect x="${box.x}" y="${H / 2 - 120}" width="240" height="240" rx="48" fill="#fff" opacity="0.96"/>${pictogram(o.icon, box.x + 50, H / 2 - 70, 140, gradient(o.variant)[0])}${textBlock(titleLines, { x0: box.x0, x1: box.x1, y: ty, size: 50, lineHeight: 66, fill: '#fff' })}${tag}`,
    ),
  );
}

function browser(variant: number, caption: string): string {
  const r = prng(variant + 3);
  const [a, b] = gradient(variant + 1);
  const cards = [0, 1, 2]
    .map((i) => {
      const x = 130 + i * 184;
      return `<rect x="${x}" y="330" width="164" height="170" rx="12" fill="#F1F5F9"/><rect x="${x}" y="330" width="164" height="90" rx="12" fill="${i === 1 ? a : b}" opacity="${(0.5 + r() * 0.5).toFixed(2)}"/>${lines(x + 14, 436, 130, 3, variant * 3 + i)}`;
    })
    .join('');
  const title = caption ? textBlock(wrap(caption, 30, 480, 1), { x0: 160, x1: 640, y: 240, size: 30, fill: '#fff', center: true }) : '';
  return `${backdrop(variant + 5)}<rect x="90" y="60" width="620" height="480" rx="18" fill="#fff"/><rect x="90" y="60" width="620" height="44" rx="18" fill="#E2E8F0"/><rect x="90" y="86" width="620" height="18" fill="#E2E8F0"/><circle cx="120" cy="82" r="7" fill="#F87171"/><circle cx="144" cy="82" r="7" fill="#FBBF24"/><circle cx="168" cy="82" r="7" fill="#34D399"/><rect x="200" y="72" width="380" height="20" rx="10" fill="#fff"/><rect x="110" y="120" width="580" height="190" rx="12" fill="${a}"/>${title}<rect x="330" y="262" width="140" height="32" rx="16" fill="#fff" opacity="0.9"/>${cards}`;
}

function phones(variant: number): string {
  const [a, b] = gradient(variant + 2);
  const phone = (x: number, y: number, tilt: number, seed: number) =>
    `<g transform="rotate(${tilt} ${x + 110} ${y + 220})"><rect x="${x}" y="${y}" width="220" height="440" rx="34" fill="${INK}"/><rect x="${x + 12}" y="${y + 14}" width="196" height="412" rx="24" fill="#fff"/><rect x="${x + 80}" y="${y + 22}" width="60" height="10" rx="5" fill="${INK}"/><rect x="${x + 24}" y="${y + 50}" width="172" height="120" rx="16" fill="${seed % 2 ? a : b}"/>${lines(x + 28, y + 190, 150, 3, seed)}<rect x="${x + 24}" y="${y + 260}" width="80" height="80" rx="14" fill="#F1F5F9"/><rect x="${x + 116}" y="${y + 260}" width="80" height="80" rx="14" fill="#F1F5F9"/><rect x="${x + 24}" y="${y + 360}" width="172" height="40" rx="20" fill="${a}"/></g>`;
  return `${backdrop(variant + 6)}${phone(170, 90, -6, variant)}${phone(410, 70, 5, variant + 1)}`;
}

function logoSheet(variant: number, caption: string): string {
  const [a, b] = gradient(variant + 3);
  const icon = ICON_SETS[variant % ICON_SETS.length]![variant % 9]!;
  const name = wrap(caption || 'Brand', 40, 420, 1);
  return `<rect width="${W}" height="${H}" fill="#F8FAFC"/><rect x="40" y="40" width="470" height="520" rx="24" fill="#fff" stroke="#E2E8F0"/><circle cx="275" cy="230" r="110" fill="${a}"/>${pictogram(icon, 205, 160, 140, '#fff', 1.5)}${textBlock(name, { x0: 60, x1: 490, y: 420, size: 40, fill: INK, center: true })}${lines(175, 450, 200, 1, variant, '#CBD5E1')}<rect x="540" y="40" width="220" height="250" rx="24" fill="${a}"/>${pictogram(icon, 600, 110, 100, '#fff', 1.5)}<rect x="540" y="310" width="220" height="250" rx="24" fill="${INK}"/>${pictogram(icon, 600, 380, 100, b, 1.5)}<g>${[
    a,
    b,
    INK,
    '#F8FAFC',
  ]
    .map((c, i) => `<circle cx="${90 + i * 44}" cy="520" r="16" fill="${c}" stroke="#E2E8F0"/>`)
    .join('')}</g>`;
}

function doc(variant: number, caption: string): string {
  const [a] = gradient(variant + 4);
  const heading = caption ? textBlock(wrap(caption, 28, 340, 2), { x0: 230, x1: 570, y: 140, size: 28, fill: INK }) : '';
  return `${backdrop(variant + 7)}<rect x="218" y="52" width="380" height="520" rx="10" fill="#000" opacity="0.15"/><rect x="200" y="40" width="380" height="520" rx="10" fill="#fff"/><rect x="200" y="40" width="380" height="14" rx="7" fill="${a}"/>${heading}${lines(230, 220, 320, 9, variant, '#CBD5E1', 24, 9)}<rect x="230" y="450" width="150" height="80" rx="8" fill="${a}" opacity="0.2"/>${lines(400, 456, 150, 3, variant + 9, '#CBD5E1', 24, 9)}`;
}

function chart(variant: number): string {
  const r = prng(variant + 11);
  const [a, b] = gradient(variant + 1);
  const bars = Array.from({ length: 8 }, (_, i) => {
    const h = Math.round(50 + r() * 170);
    return `<rect x="${100 + i * 44}" y="${500 - h}" width="26" height="${h}" rx="6" fill="${i % 2 ? a : b}"/>`;
  }).join('');
  const pts = Array.from({ length: 7 }, (_, i) => `${470 + i * 40},${Math.round(440 - r() * 120 - i * 12)}`).join(' ');
  const kpis = [0, 1, 2]
    .map(
      (i) =>
        `<rect x="${100 + i * 210}" y="110" width="190" height="110" rx="14" fill="#F8FAFC"/><text x="${120 + i * 210}" y="175" font-size="34" font-weight="700" fill="${INK}">${Math.round(20 + r() * 80)}%</text>${lines(120 + i * 210, 192, 120, 1, variant + i)}`,
    )
    .join('');
  return `${backdrop(variant + 8)}<rect x="70" y="70" width="660" height="470" rx="22" fill="#fff"/>${kpis}${bars}<polyline points="${pts}" fill="none" stroke="${a}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/><line x1="90" y1="500" x2="710" y2="500" stroke="#E2E8F0" stroke-width="3"/>`;
}

function video(variant: number, caption: string): string {
  const r = prng(variant + 5);
  const [a, b] = gradient(variant + 2);
  const title = caption ? textBlock(wrap(caption, 34, 560, 1), { x0: 120, x1: 680, y: 140, size: 34, fill: '#fff', center: true }) : '';
  const progress = Math.round(180 + r() * 380);
  return `<rect width="${W}" height="${H}" fill="#0F172A"/><rect x="60" y="60" width="680" height="420" rx="18" fill="${a}"/><circle cx="220" cy="380" r="160" fill="${b}" opacity="0.3"/><circle cx="620" cy="170" r="110" fill="#fff" opacity="0.12"/>${title}<circle cx="400" cy="290" r="62" fill="#fff" opacity="0.95"/><path d="M385 258 L430 290 L385 322 Z" fill="${a}"/><rect x="60" y="510" width="680" height="8" rx="4" fill="#334155"/><rect x="60" y="510" width="${progress}" height="8" rx="4" fill="#F43F5E"/><circle cx="${60 + progress}" cy="514" r="11" fill="#fff"/>${[
    0, 1, 2, 3,
  ]
    .map((i) => `<rect x="${60 + i * 176}" y="540" width="160" height="40" rx="6" fill="#1E293B"/>`)
    .join('')}`;
}

function posters(variant: number, caption: string): string {
  const icons = ICON_SETS[(variant + 2) % ICON_SETS.length]!;
  const tiles = [0, 1, 2, 3]
    .map((i) => {
      const [a, b] = gradient(variant + i * 2);
      const x = 90 + (i % 2) * 320;
      const y = 40 + Math.floor(i / 2) * 270;
      const label =
        i === 0 && caption
          ? textBlock(wrap(caption, 22, 240, 2), { x0: x + 30, x1: x + 270, y: y + 190, size: 22, fill: '#fff' })
          : lines(x + 30, y + 190, 200, 2, variant + i, '#ffffffaa', 22, 10);
      return `<rect x="${x}" y="${y}" width="300" height="250" rx="20" fill="${i % 2 ? b : a}"/>${pictogram(icons[(variant + i) % icons.length]!, x + 30, y + 30, 110, '#fff', 1.6)}${label}`;
    })
    .join('');
  return `<rect width="${W}" height="${H}" fill="#F1F5F9"/>${tiles}`;
}

function book(variant: number, caption: string, author: string): string {
  const [a, b] = gradient(variant);
  const title = textBlock(wrap(caption || 'E-book', 34, 250, 4), {
    x0: 275,
    x1: 525,
    y: 190,
    size: 34,
    lineHeight: 46,
    fill: '#fff',
    center: true,
  });
  const by = author ? textBlock([author], { x0: 275, x1: 525, y: 505, size: 24, weight: 400, fill: '#ffffffdd', center: true }) : '';
  return `<rect width="${W}" height="${H}" fill="#F1F5F9"/><ellipse cx="410" cy="560" rx="220" ry="22" fill="#000" opacity="0.12"/><rect x="262" y="52" width="300" height="500" rx="8" fill="#000" opacity="0.2"/><rect x="250" y="40" width="300" height="500" rx="8" fill="${a}"/><rect x="250" y="40" width="22" height="500" fill="#000" opacity="0.18"/><circle cx="480" cy="430" r="120" fill="${b}" opacity="0.55"/>${title}${by}`;
}

function course(variant: number, caption: string, meta: string): string {
  const [a, b] = gradient(variant + 1);
  const title = textBlock(wrap(caption || 'Course', 40, 380, 3), { x0: 70, x1: 450, y: 200, size: 40, lineHeight: 54, fill: '#fff' });
  const badge = meta ? textBlock([meta], { x0: 70, x1: 450, y: 470, size: 26, weight: 400, fill: '#fff' }) : '';
  return `${backdrop(variant + 1)}<circle cx="630" cy="300" r="130" fill="#fff" opacity="0.95"/>${pictogram('graduation-cap', 560, 230, 140, a, 1.5)}${title}${badge}<rect x="80" y="520" width="300" height="10" rx="5" fill="#ffffff55"/><rect x="80" y="520" width="190" height="10" rx="5" fill="${b}"/>`;
}

function iconGrid(variant: number): string {
  const set = ICON_SETS[variant % ICON_SETS.length]!;
  const [a] = gradient(variant + 3);
  const cells = set
    .slice(0, 8)
    .map((name, i) => {
      const x = 90 + (i % 4) * 160;
      const y = 110 + Math.floor(i / 4) * 200;
      return `<rect x="${x}" y="${y}" width="140" height="140" rx="24" fill="#fff"/>${pictogram(name, x + 30, y + 30, 80, i % 3 ? INK : a, 1.6)}`;
    })
    .join('');
  return `<rect width="${W}" height="${H}" fill="#E2E8F0"/>${cells}`;
}

function fontSpecimen(variant: number, caption: string): string {
  const [a, b] = gradient(variant);
  const latin = hasArabic(caption) ? 'أ ب ج د' : 'Aa Bb';
  return `<rect width="${W}" height="${H}" fill="${INK}"/><rect x="40" y="40" width="720" height="520" rx="24" fill="${a}" opacity="0.35"/><text x="400" y="300" font-size="170" font-weight="700" fill="#fff" text-anchor="middle">${esc(latin)}</text><text x="400" y="400" font-size="44" font-weight="400" fill="${b}" text-anchor="middle">${esc('0123456789 ٠١٢٣٤٥٦٧٨٩')}</text>${textBlock(wrap(caption, 30, 600, 1), { x0: 100, x1: 700, y: 490, size: 30, fill: '#fff', center: true })}`;
}

/** A mockup picture of `kind`; `caption` is the item's own title, `author` its owner; `width` in px. */
export function mockupPng(kind: MockupKind, variant: number, caption = '', author = '', width = W): Buffer {
  const body = {
    web: () => browser(variant, caption),
    mobile: () => phones(variant),
    logo: () => logoSheet(variant, caption),
    doc: () => doc(variant, caption),
    chart: () => chart(variant),
    video: () => video(variant, caption),
    poster: () => posters(variant, caption),
    book: () => book(variant, caption, author),
    course: () => course(variant, caption, author),
    icons: () => iconGrid(variant),
    font: () => fontSpecimen(variant, caption),
  }[kind]();
  return svgToPng(svg(body), width);
}
