/**
 * Home and site pictures: banners, category tiles, partner logos, the "about" picture and
 * the footer logo (assets/souq-logo.svg). Banners and tiles carry no words, so they suit
 * both languages; partner logos show each company's name as a real logo would.
 */
import { readFileSync } from 'node:fs';
import { avatarPng } from './avatars';
import { pictogram } from './icons';
import { gradient, INK, MIST } from './palette';
import { esc, svgToPng } from './render';

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

const avatarHref = (seed: string, style: 'hijab' | 'short' | 'long') =>
  `data:image/png;base64,${avatarPng(seed, style, 128).toString('base64')}`;

/** A floating "service card": avatar, pictogram, stars and lines, as a storefront would show. */
function card(x: number, y: number, icon: string, variant: number, seed: string, style: 'hijab' | 'short' | 'long'): string {
  const [a] = gradient(variant);
  const stars = [0, 1, 2, 3, 4].map((i) => pictogram('star', x + 20 + i * 22, y + 196, 18, '#F59E0B', 2)).join('');
  return `<g><rect x="${x + 6}" y="${y + 10}" width="220" height="240" rx="20" fill="#000" opacity="0.12"/><rect x="${x}" y="${y}" width="220" height="240" rx="20" fill="#fff"/><rect x="${x}" y="${y}" width="220" height="120" rx="20" fill="${a}"/><rect x="${x}" y="${y + 100}" width="220" height="20" fill="${a}"/>${pictogram(icon, x + 80, y + 30, 60, '#fff', 1.6)}<circle cx="${x + 36}" cy="${y + 150}" r="20" fill="${MIST}"/><image x="${x + 16}" y="${y + 130}" width="40" height="40" href="${avatarHref(seed, style)}"/><rect x="${x + 66}" y="${y + 138}" width="120" height="10" rx="5" fill="#CBD5E1"/><rect x="${x + 66}" y="${y + 156}" width="80" height="8" rx="4" fill="#E2E8F0"/>${stars}</g>`;
}

const BANNER_SETS: [string, string, string][] = [
  ['palette', 'code', 'video'],
  ['layout-template', 'book-open', 'graduation-cap'],
  ['megaphone', 'pen-line', 'type'],
];
const PEOPLE: [string, 'hijab' | 'short' | 'long'][] = [
  ['banner-a', 'hijab'],
  ['banner-b', 'short'],
  ['banner-c', 'long'],
];

/** Home slider banner (1200×450): gradient and a row of service cards. */
export function bannerPng(variant: number): Buffer {
  const [a, b] = gradient(variant * 3);
  const icons = BANNER_SETS[variant % BANNER_SETS.length]!;
  const cards = icons
    .map((icon, i) => card(90 + i * 250, 100 + (i % 2) * 40, icon, variant * 3 + i + 1, ...PEOPLE[(i + variant) % 3]!))
    .join('');
  return svgToPng(
    svg(
      1200,
      450,
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="1200" height="450" fill="url(#bg)"/><circle cx="1000" cy="120" r="220" fill="#fff" opacity="0.08"/><circle cx="900" cy="420" r="160" fill="#fff" opacity="0.07"/>${pictogram('shopping-bag', 890, 130, 190, '#fff', 1.2)}${cards}`,
    ),
  );
}

/** A category tile (480×360): the category's pictogram on its gradient. */
export function categoryTilePng(icon: string, variant: number): Buffer {
  const [a, b] = gradient(variant);
  return svgToPng(
    svg(
      480,
      360,
      `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs><rect width="480" height="360" fill="url(#bg)"/><circle cx="400" cy="60" r="120" fill="#fff" opacity="0.1"/><circle cx="240" cy="180" r="104" fill="#fff" opacity="0.16"/>${pictogram(icon, 180, 120, 120, '#fff', 1.6)}`,
    ),
  );
}

export interface PartnerLook {
  /** The company's name as its logo writes it (Arabic), and a Latin line under it. */
  ar: string;
  en: string;
  icon: string;
}

/** A partner's logo (160 px high, transparent): a mark and the wordmark, sized to the name. */
export function partnerLogoPng(p: PartnerLook, variant: number): Buffer {
  const [a, b] = gradient(variant);
  const size = p.ar.length > 12 ? 32 : 38;
  const w = Math.round(176 + Math.max(p.ar.length * size * 0.5, p.en.length * 18 * 0.8));
  const shape =
    variant % 3 === 0
      ? `<circle cx="80" cy="80" r="56" fill="${a}"/>`
      : `<rect x="24" y="24" width="112" height="112" rx="${variant % 3 === 1 ? 28 : 8}" fill="${a}"/>`;
  return svgToPng(
    svg(
      w,
      160,
      `${shape}<circle cx="118" cy="42" r="14" fill="${b}"/>${pictogram(p.icon, 48, 48, 64, '#fff', 1.8)}<text x="${w - 8}" y="82" font-size="${size}" font-weight="700" fill="${INK}" text-anchor="end">${esc(p.ar)}</text><text x="${w - 8}" y="120" font-size="18" font-weight="400" fill="${a}" letter-spacing="3" text-anchor="end">${esc(p.en.toUpperCase())}</text>`,
    ),
  );
}

/** The "about" picture (900×600): a storefront of cards around a shopping bag. */
export function aboutPng(): Buffer {
  return svgToPng(
    svg(
      900,
      600,
      `<rect width="900" height="600" fill="${MIST}"/><circle cx="450" cy="300" r="230" fill="#CCFBF1"/><circle cx="450" cy="300" r="150" fill="#0F766E"/>${pictogram('shopping-bag', 370, 215, 160, '#fff', 1.4)}${card(60, 60, 'palette', 0, 'about-a', 'hijab')}${card(620, 40, 'code', 1, 'about-b', 'short')}${card(640, 330, 'book-open', 4, 'about-c', 'long')}`,
    ),
  );
}

/** The footer logo (assets/souq-logo.svg, white wordmark for the dark footer), at 2×. */
export function footerLogoPng(): Buffer {
  return svgToPng(readFileSync(new URL('../assets/souq-logo.svg', import.meta.url), 'utf8'), 720);
}
