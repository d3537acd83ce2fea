/**
 * Icons from packages: Lucide pictograms (ISC) drawn inside our artwork, country flags from
 * flag-icons (MIT) and brand marks of social networks from simple-icons (CC0).
 */
import { readFileSync } from 'node:fs';
import * as brands from 'simple-icons';
import { packageFile, svgToPng } from './render';

const lucideCache = new Map<string, string>();

/** The inner elements of a Lucide icon (24×24 grid, stroked with currentColor). */
function lucideBody(name: string): string {
  let body = lucideCache.get(name);
  if (!body) {
    const svg = readFileSync(packageFile('lucide-static', `icons/${name}.svg`), 'utf8');
    body = svg.slice(svg.indexOf('>', svg.indexOf('<svg')) + 1, svg.lastIndexOf('</svg>'));
    lucideCache.set(name, body);
  }
  return body;
}

/** A Lucide pictogram as an SVG group, `size` pixels square with its top-left corner at (x, y). */
export function pictogram(name: string, x: number, y: number, size: number, colour: string, strokeWidth = 1.75): string {
  const k = size / 24;
  return `<g transform="translate(${x} ${y}) scale(${k})" fill="none" stroke="${colour}" color="${colour}" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${lucideBody(name)}</g>`;
}

/** A country's flag (ISO 3166 alpha-2) as a 4:3 PNG, `width` pixels wide. */
export function flagPng(code: string, width = 96): Buffer {
  return svgToPng(readFileSync(packageFile('flag-icons', `flags/4x3/${code.toLowerCase()}.svg`), 'utf8'), width);
}

export const SOCIAL_BRANDS = {
  x: brands.siX,
  instagram: brands.siInstagram,
  snapchat: brands.siSnapchat,
  tiktok: brands.siTiktok,
  youtube: brands.siYoutube,
  whatsapp: brands.siWhatsapp,
} as const;

export type SocialKind = keyof typeof SOCIAL_BRANDS;

/** Relative luminance of a #rrggbb colour (0 dark … 1 light). */
function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** A social network's mark on a round badge of its brand colour, 96 px. */
export function socialPng(kind: SocialKind): Buffer {
  const icon = SOCIAL_BRANDS[kind];
  const fg = luminance(icon.hex) > 0.6 ? '#111111' : '#FFFFFF';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><circle cx="48" cy="48" r="48" fill="#${icon.hex}"/><g transform="translate(24 24) scale(2)"><path d="${icon.path}" fill="${fg}"/></g></svg>`;
  return svgToPng(svg);
}
