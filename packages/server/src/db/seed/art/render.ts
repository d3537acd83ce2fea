/**
 * SVG → PNG with resvg (prebuilt binary, no system libraries), text set in IBM Plex Sans
 * Arabic (the UI's typeface, shaped and bidi-ordered by resvg) so Arabic titles render the
 * same on every machine. Finished files are kept in a temp folder keyed by a hash of their
 * inputs (the SVG itself), so the next seed (every test suite, every fresh start) reuses
 * them; any cache failure only costs a render.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Resvg } from '@resvg/resvg-js';

const require = createRequire(import.meta.url);

/** Resolve a file inside an installed package (packages without an `exports` map). */
export const packageFile = (pkg: string, file: string) => path.join(path.dirname(require.resolve(`${pkg}/package.json`)), file);

export const FONT_FAMILY = 'IBM Plex Sans Arabic';
const FONT_FILES = ['400Regular/IBMPlexSansArabic_400Regular.ttf', '700Bold/IBMPlexSansArabic_700Bold.ttf'].map((f) =>
  packageFile('@expo-google-fonts/ibm-plex-sans-arabic', f),
);

const CACHE_DIR = path.join(os.tmpdir(), 'souq-seed-art');
let cacheUsable = true;

const cacheFile = (parts: string[], ext: string) =>
  path.join(CACHE_DIR, `${createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 32)}.${ext}`);

/** A file made before from the same inputs (`parts`), or null. */
export function fromCache(parts: string[], ext: string): Buffer | null {
  try {
    return readFileSync(cacheFile(parts, ext));
  } catch {
    return null;
  }
}

/** Keep a made file for the next seed; a read-only temp folder only costs the remake. */
export function toCache(parts: string[], ext: string, data: Buffer): Buffer {
  if (!cacheUsable) return data;
  try {
    mkdirSync(CACHE_DIR, { recursive: true });
    const file = cacheFile(parts, ext);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, data);
    renameSync(tmp, file);
  } catch {
    cacheUsable = false;
  }
  return data;
}

/** Render an SVG document to PNG, `width` pixels wide (the SVG's own size when omitted). */
export function svgToPng(svg: string, width?: number): Buffer {
  const parts = [String(width ?? ''), svg];
  const hit = fromCache(parts, 'png');
  if (hit) return hit;
  const png = new Resvg(svg, {
    fitTo: width ? { mode: 'width', value: width } : { mode: 'original' },
    // Parsing the font files is most of a small picture's time: only pictures with text get them.
    font: svg.includes('<text')
      ? { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: FONT_FAMILY }
      : { loadSystemFonts: false },
  })
    .render()
    .asPng();
  return toCache(parts, 'png', png);
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
/** Text or attribute content escaped for SVG. */
export const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ESCAPES[c]!);

export const hasArabic = (s: string) => /[\u0600-\u06FF]/.test(s);

/**
 * Greedy word wrap by an estimated advance (IBM Plex averages about 0.5 em a character in
 * both scripts); at most `maxLines` lines, the last one ending in an ellipsis if cut.
 */
export function wrap(text: string, fontSize: number, maxWidth: number, maxLines = 3): string[] {
  const perLine = Math.max(4, Math.floor(maxWidth / (fontSize * 0.52)));
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length <= perLine || !line) line = next;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]} …`;
  return kept;
}

/** Lines of text as SVG <text> elements, right-aligned for Arabic and left-aligned otherwise. */
export function textBlock(
  lines: string[],
  o: { x0: number; x1: number; y: number; size: number; lineHeight?: number; fill: string; weight?: 400 | 700; center?: boolean },
): string {
  // resvg lays text out left to right: Arabic lines are right-aligned by their end, and
  // wrapped in right-to-left marks so quotes and brackets at their ends face the right way.
  const rtl = lines.some(hasArabic);
  const anchor = o.center ? 'middle' : rtl ? 'end' : 'start';
  const x = o.center ? (o.x0 + o.x1) / 2 : rtl ? o.x1 : o.x0;
  const lh = o.lineHeight ?? o.size * 1.35;
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${o.y + i * lh}" font-size="${o.size}" font-weight="${o.weight ?? 700}" fill="${o.fill}" text-anchor="${anchor}">${esc(rtl ? `\u200F${l}\u200F` : l)}</text>`,
    )
    .join('');
}
