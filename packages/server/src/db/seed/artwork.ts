/**
 * Seed artwork drawn at seed time (no network, no bundled binaries): banners, category
 * tiles, avatars, partner marks, social icons, flags and work/product previews, in the
 * brand's teal/green palette. No text is drawn, so every image suits both languages.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  Canvas,
  hex,
  linear,
  mix,
  prng,
  type Rgb,
  type Sdf,
  sdCapsule,
  sdCircle,
  sdPolygon,
  sdRing,
  sdRoundRect,
  subtract,
  union,
  intersect,
} from './raster';

export const PALETTE = {
  ink: hex('#0B3B3A'),
  deep: hex('#115E59'),
  teal: hex('#0F766E'),
  sea: hex('#14B8A6'),
  mint: hex('#5EEAD4'),
  green: hex('#16A34A'),
  leaf: hex('#22C55E'),
  lime: hex('#A3E635'),
  sand: hex('#FDE68A'),
  gold: hex('#F59E0B'),
  white: hex('#FFFFFF'),
  mist: hex('#ECFDF5'),
  slate: hex('#334155'),
} as const;

const P = PALETTE;

/** Gradient pairs/triples used in turn so neighbouring images differ. */
const GRADIENTS: readonly (readonly Rgb[])[] = [
  [P.deep, P.teal, P.sea],
  [P.teal, P.green, P.leaf],
  [P.ink, P.teal, P.mint],
  [P.green, P.sea, P.mint],
  [P.deep, P.green, P.lime],
  [P.teal, P.sea, P.leaf],
  [P.ink, P.deep, P.green],
  [hex('#065F46'), hex('#059669'), hex('#34D399')],
];

export const gradientOf = (variant: number) => GRADIENTS[((variant % GRADIENTS.length) + GRADIENTS.length) % GRADIENTS.length]!;

const memo = new Map<string, Buffer>();
let diskCache: string | null | undefined;

/**
 * Drawing every image takes seconds, and each test suite and first start seeds again; so
 * finished PNGs are kept in memory and in a temp folder named after a hash of the drawing
 * code (a change to the code starts a fresh folder). Any cache failure just redraws.
 */
function cacheDir(): string | null {
  if (diskCache !== undefined) return diskCache;
  try {
    const here = path.dirname(fileURLToPath(import.meta.url));
    const digest = createHash('sha256');
    for (const f of ['artwork', 'raster']) {
      const file = [`${f}.ts`, `${f}.js`].map((n) => path.join(here, n)).find((p) => existsSync(p));
      if (!file) throw new Error('source not found');
      digest.update(readFileSync(file));
    }
    diskCache = path.join(os.tmpdir(), 'souq-seed-art', digest.digest('hex').slice(0, 16));
    mkdirSync(diskCache, { recursive: true });
  } catch {
    diskCache = null;
  }
  return diskCache;
}

function cached(key: string, draw: () => Canvas): Buffer {
  const hit = memo.get(key);
  if (hit) return hit;
  const dir = cacheDir();
  const file = dir && path.join(dir, `${key.replace(/[^a-zA-Z0-9_-]/g, '_')}.png`);
  let png: Buffer | null = null;
  if (file) {
    try {
      png = readFileSync(file);
    } catch {
      png = null;
    }
  }
  if (!png) {
    png = draw().toPng();
    if (file) {
      try {
        const tmp = `${file}.${process.pid}.tmp`;
        writeFileSync(tmp, png);
        renameSync(tmp, file);
      } catch {
        // A read-only temp folder only costs the redraw next time.
      }
    }
  }
  memo.set(key, png);
  return png;
}

/** Soft lights and rings that make a flat gradient look finished. */
function decorate(c: Canvas, seed: number, strength = 1) {
  const rnd = prng(seed);
  const { width: w, height: h } = c;
  c.glow(w * (0.75 + rnd() * 0.2), h * (0.1 + rnd() * 0.3), Math.max(w, h) * 0.55, P.mint, 0.35 * strength);
  c.glow(w * (0.05 + rnd() * 0.2), h * (0.8 + rnd() * 0.2), Math.max(w, h) * 0.45, P.lime, 0.18 * strength);
  const s = Math.min(w, h);
  c.ring(w * (0.85 + rnd() * 0.1), h * (0.8 + rnd() * 0.1), s * 0.35, s * 0.025, P.white, 0.12 * strength);
  c.ring(w * (0.05 + rnd() * 0.1), h * (0.05 + rnd() * 0.15), s * 0.22, s * 0.02, P.white, 0.1 * strength);
  for (let i = 0; i < 5; i++) c.circle(rnd() * w, rnd() * h, s * (0.01 + rnd() * 0.02), P.white, 0.25 * strength);
}

// ---------------------------------------------------------------- icons

export type IconKind =
  | 'design'
  | 'code'
  | 'writing'
  | 'marketing'
  | 'video'
  | 'templates'
  | 'ebook'
  | 'courses'
  | 'fonts'
  | 'bag'
  | 'photo';

/** A white pictogram of `kind` centred at (cx, cy), `s` pixels wide. */
export function drawIcon(c: Canvas, kind: IconKind, cx: number, cy: number, s: number, colour: Rgb = P.white, alpha = 1) {
  const u = s / 100; // icon drawn on a 100×100 grid centred at 0,0
  const X = (v: number) => cx + v * u;
  const Y = (v: number) => cy + v * u;
  const box = { x0: cx - s / 2 - 2, y0: cy - s / 2 - 2, x1: cx + s / 2 + 2, y1: cy + s / 2 + 2 };
  let sdf: Sdf;
  switch (kind) {
    case 'design': {
      const nib = sdPolygon([
        [X(0), Y(45)],
        [X(-30), Y(0)],
        [X(-18), Y(-28)],
        [X(18), Y(-28)],
        [X(30), Y(0)],
      ]);
      const hole = sdCircle(X(0), Y(-2), 8 * u);
      const slit = sdCapsule(X(0), Y(6), X(0), Y(45), 2.5 * u);
      const cap = sdRoundRect(X(-22), Y(-46), 44 * u, 12 * u, 4 * u);
      sdf = union(subtract(subtract(nib, hole), slit), cap);
      break;
    }
    case 'code': {
      const r = 6 * u;
      sdf = union(
        sdCapsule(X(-20), Y(-26), X(-44), Y(0), r),
        sdCapsule(X(-44), Y(0), X(-20), Y(26), r),
        sdCapsule(X(20), Y(-26), X(44), Y(0), r),
        sdCapsule(X(44), Y(0), X(20), Y(26), r),
        sdCapsule(X(8), Y(-36), X(-8), Y(36), r),
      );
      break;
    }
    case 'writing': {
      const page = sdPolygon([
        [X(-32), Y(-45)],
        [X(14), Y(-45)],
        [X(34), Y(-25)],
        [X(34), Y(45)],
        [X(-32), Y(45)],
      ]);
      const lines = union(
        sdCapsule(X(-18), Y(-10), X(20), Y(-10), 3.5 * u),
        sdCapsule(X(-18), Y(6), X(20), Y(6), 3.5 * u),
        sdCapsule(X(-18), Y(22), X(6), Y(22), 3.5 * u),
        sdPolygon([
          [X(10), Y(-45)],
          [X(34), Y(-21)],
          [X(10), Y(-21)],
        ]),
      );
      sdf = subtract(page, lines);
      break;
    }
    case 'marketing': {
      sdf = union(
        sdPolygon([
          [X(-30), Y(-12)],
          [X(22), Y(-38)],
          [X(22), Y(38)],
          [X(-30), Y(12)],
        ]),
        sdRoundRect(X(-44), Y(-14), 18 * u, 28 * u, 5 * u),
        sdCapsule(X(-30), Y(12), X(-22), Y(40), 6 * u),
        sdCapsule(X(34), Y(-22), X(44), Y(-30), 4 * u),
        sdCapsule(X(36), Y(0), X(48), Y(0), 4 * u),
        sdCapsule(X(34), Y(22), X(44), Y(30), 4 * u),
      );
      break;
    }
    case 'video': {
      const frame = sdRoundRect(X(-46), Y(-34), 92 * u, 68 * u, 12 * u);
      const play = sdPolygon([
        [X(-12), Y(-18)],
        [X(20), Y(0)],
        [X(-12), Y(18)],
      ]);
      sdf = subtract(frame, play);
      break;
    }
    case 'templates': {
      const frame = subtract(sdRoundRect(X(-46), Y(-40), 92 * u, 80 * u, 10 * u), sdRoundRect(X(-38), Y(-32), 76 * u, 64 * u, 5 * u));
      sdf = union(
        frame,
        sdRoundRect(X(-30), Y(-24), 60 * u, 14 * u, 3 * u),
        sdRoundRect(X(-30), Y(-4), 26 * u, 28 * u, 3 * u),
        sdRoundRect(X(2), Y(-4), 28 * u, 12 * u, 3 * u),
        sdRoundRect(X(2), Y(12), 28 * u, 12 * u, 3 * u),
      );
      break;
    }
    case 'ebook': {
      const left = sdPolygon([
        [X(-46), Y(-30)],
        [X(-4), Y(-22)],
        [X(-4), Y(40)],
        [X(-46), Y(32)],
      ]);
      const right = sdPolygon([
        [X(4), Y(-22)],
        [X(46), Y(-30)],
        [X(46), Y(32)],
        [X(4), Y(40)],
      ]);
      const lines = union(
        sdCapsule(X(-36), Y(-14), X(-14), Y(-10), 2.5 * u),
        sdCapsule(X(-36), Y(0), X(-14), Y(4), 2.5 * u),
        sdCapsule(X(14), Y(-10), X(36), Y(-14), 2.5 * u),
        sdCapsule(X(14), Y(4), X(36), Y(0), 2.5 * u),
      );
      sdf = subtract(union(left, right), lines);
      break;
    }
    case 'courses': {
      sdf = union(
        sdPolygon([
          [X(0), Y(-36)],
          [X(48), Y(-14)],
          [X(0), Y(8)],
          [X(-48), Y(-14)],
        ]),
        sdRoundRect(X(-28), Y(-4), 56 * u, 28 * u, 10 * u),
        sdCapsule(X(40), Y(-12), X(40), Y(24), 3 * u),
        sdCircle(X(40), Y(28), 6 * u),
      );
      break;
    }
    case 'fonts': {
      sdf = union(
        sdCircle(X(-28), Y(-18), 18 * u),
        sdRoundRect(X(10), Y(-36), 36 * u, 36 * u, 6 * u),
        sdPolygon([
          [X(-30), Y(8)],
          [X(-8), Y(44)],
          [X(-52), Y(44)],
        ]),
        subtract(sdCircle(X(28), Y(26), 18 * u), sdCircle(X(28), Y(26), 9 * u)),
      );
      break;
    }
    case 'bag': {
      const body = sdPolygon([
        [X(-34), Y(-16)],
        [X(34), Y(-16)],
        [X(42), Y(44)],
        [X(-42), Y(44)],
      ]);
      const handle = intersect(sdRing(X(0), Y(-14), 20 * u, 6 * u), sdRoundRect(X(-40), Y(-50), 80 * u, 36 * u, 0));
      const holes = union(sdCircle(X(-20), Y(-2), 4.5 * u), sdCircle(X(20), Y(-2), 4.5 * u));
      const smile = intersect(sdRing(X(0), Y(10), 16 * u, 5 * u), sdRoundRect(X(-30), Y(12), 60 * u, 30 * u, 0));
      sdf = union(subtract(subtract(body, holes), smile), handle);
      break;
    }
    case 'photo': {
      const frame = sdRoundRect(X(-46), Y(-36), 92 * u, 72 * u, 10 * u);
      const hill = sdPolygon([
        [X(-38), Y(28)],
        [X(-12), Y(-4)],
        [X(6), Y(14)],
        [X(18), Y(2)],
        [X(38), Y(28)],
      ]);
      sdf = subtract(frame, union(hill, sdCircle(X(20), Y(-16), 8 * u)));
      break;
    }
  }
  c.fill(sdf, box, colour, alpha);
}

// ---------------------------------------------------------------- images

/** Home page banner (1200×450): gradient, lights, and an abstract storefront of cards. */
export function banner(variant: number): Buffer {
  return cached(`banner:${variant}`, () => {
    const w = 1200;
    const h = 450;
    const stops = gradientOf(variant * 3);
    const c = new Canvas(w, h).background(linear(w, h, stops, 20 + variant * 25));
    decorate(c, 100 + variant, 1.2);
    const rnd = prng(7 + variant);
    // Floating cards on the left (RTL pages read right to left; the art stays abstract).
    const kinds: IconKind[][] = [
      ['design', 'code', 'video'],
      ['templates', 'ebook', 'courses'],
      ['marketing', 'writing', 'fonts'],
    ];
    const icons = kinds[variant % kinds.length]!;
    const baseX = 120;
    icons.forEach((kind, i) => {
      const x = baseX + i * 190;
      const y = 120 + (i % 2) * 60 + rnd() * 20;
      c.roundRect(x + 8, y + 12, 160, 200, 26, P.ink, 0.18);
      c.roundRect(x, y, 160, 200, 26, P.white, 0.94);
      c.roundRect(x + 20, y + 20, 120, 90, 18, linear(w, h, gradientOf(variant + i + 1), 45), 1);
      drawIcon(c, kind, x + 80, y + 65, 56, P.white);
      c.capsule(x + 26, y + 136, x + 134, y + 136, 6, P.slate, 0.25);
      c.capsule(x + 26, y + 160, x + 100, y + 160, 6, P.slate, 0.15);
      c.circle(x + 128, y + 178, 12, P.gold, 0.9);
    });
    // A large bag mark on the right.
    c.circle(w - 230, h / 2, 150, P.white, 0.12);
    c.circle(w - 230, h / 2, 110, P.white, 0.16);
    drawIcon(c, 'bag', w - 230, h / 2 + 6, 150, P.white, 0.95);
    return c;
  });
}

/** Category tile (360×270) with the category's pictogram. */
export function categoryTile(kind: IconKind, variant: number): Buffer {
  return cached(`category:${kind}:${variant}`, () => {
    const w = 480;
    const h = 360;
    const c = new Canvas(w, h, 0.75).background(linear(w, h, gradientOf(variant), 40 + variant * 15));
    decorate(c, 200 + variant);
    c.circle(w / 2, h / 2, 110, P.white, 0.14);
    c.circle(w / 2, h / 2, 84, P.white, 0.14);
    drawIcon(c, kind, w / 2, h / 2, 120, P.white, 0.97);
    return c;
  });
}

const AVATAR_COLOURS: readonly (readonly [Rgb, Rgb])[] = [
  [P.teal, P.sea],
  [P.green, P.leaf],
  [hex('#0E7490'), hex('#22D3EE')],
  [hex('#7C3AED'), hex('#A78BFA')],
  [hex('#B45309'), hex('#F59E0B')],
  [hex('#BE185D'), hex('#F472B6')],
  [P.deep, P.mint],
  [hex('#1D4ED8'), hex('#60A5FA')],
  [hex('#4D7C0F'), hex('#A3E635')],
  [hex('#9F1239'), hex('#FB7185')],
  [hex('#0F172A'), hex('#475569')],
  [hex('#065F46'), hex('#34D399')],
];

/** Round avatar (192×192, transparent corners): coloured disc with a person silhouette. */
export function avatar(variant: number): Buffer {
  return cached(`avatar:${variant}`, () => {
    const s = 256;
    const [a, b] = AVATAR_COLOURS[variant % AVATAR_COLOURS.length]!;
    const c = new Canvas(s, s, 0.75);
    const disc = sdCircle(s / 2, s / 2, s / 2 - 2);
    const box = { x0: 0, y0: 0, x1: s, y1: s };
    c.fill(disc, box, linear(s, s, [a, b], 60));
    const head = sdCircle(s / 2, s * 0.4, s * 0.17);
    const shoulders = intersect(sdCircle(s / 2, s * 0.98, s * 0.34), disc);
    c.fill(head, box, P.white, 0.92);
    c.fill(shoulders, box, P.white, 0.92);
    return c;
  });
}

/** Partner mark (320×160, transparent): a geometric emblem with bars in place of a wordmark. */
export function partnerLogo(variant: number): Buffer {
  return cached(`partner:${variant}`, () => {
    const w = 320;
    const h = 160;
    const c = new Canvas(w, h);
    const g = linear(w, h, gradientOf(variant + 2), 30);
    const cx = 80;
    const cy = h / 2;
    switch (variant % 6) {
      case 0:
        c.circle(cx - 14, cy, 36, g, 0.95).circle(cx + 14, cy, 36, P.gold, 0.75);
        break;
      case 1:
        c.polygon(
          [0, 1, 2, 3, 4, 5].map(
            (i) => [cx + 44 * Math.cos((Math.PI / 3) * i + Math.PI / 6), cy + 44 * Math.sin((Math.PI / 3) * i + Math.PI / 6)] as const,
          ),
          g,
        );
        c.circle(cx, cy, 16, P.white);
        break;
      case 2:
        c.polygon(
          [
            [cx, cy - 46],
            [cx + 46, cy + 36],
            [cx - 46, cy + 36],
          ],
          g,
        );
        c.polygon(
          [
            [cx, cy - 10],
            [cx + 20, cy + 26],
            [cx - 20, cy + 26],
          ],
          P.white,
        );
        break;
      case 3:
        c.roundRect(cx - 42, cy - 42, 84, 84, 22, g);
        drawIcon(c, 'bag', cx, cy + 2, 56, P.white);
        break;
      case 4:
        c.ring(cx, cy, 34, 14, g);
        c.circle(cx, cy, 10, P.gold);
        break;
      default:
        for (let i = 0; i < 3; i++) c.roundRect(cx - 44 + i * 30, cy - 40 + i * 10, 28, 80 - i * 20, 8, i === 1 ? P.gold : g);
    }
    c.roundRect(150, 52, 140, 22, 11, P.slate, 0.85);
    c.roundRect(150, 86, 96, 16, 8, P.slate, 0.4);
    return c;
  });
}

export type SocialKind = 'x' | 'instagram' | 'youtube' | 'linkedin' | 'whatsapp' | 'snapchat';

const SOCIAL_COLOURS: Record<SocialKind, readonly Rgb[]> = {
  x: [hex('#111827'), hex('#374151')],
  instagram: [hex('#F59E0B'), hex('#DB2777'), hex('#7C3AED')],
  youtube: [hex('#DC2626'), hex('#EF4444')],
  linkedin: [hex('#0A66C2'), hex('#3B82F6')],
  whatsapp: [hex('#16A34A'), hex('#22C55E')],
  snapchat: [hex('#FACC15'), hex('#FDE047')],
};

/** Round social icon (96×96) with a simple glyph. */
export function socialIcon(kind: SocialKind): Buffer {
  return cached(`social:${kind}`, () => {
    const s = 96;
    const m = s / 2;
    const c = new Canvas(s, s);
    c.circle(m, m, m - 1, linear(s, s, SOCIAL_COLOURS[kind], 45));
    const W = P.white;
    switch (kind) {
      case 'x':
        c.capsule(31, 29, 65, 67, 4.5, W).capsule(65, 29, 31, 67, 4.5, W);
        break;
      case 'instagram':
        c.fill(subtract(sdRoundRect(26, 26, 44, 44, 13), sdRoundRect(32, 32, 32, 32, 9)), { x0: 24, y0: 24, x1: 72, y1: 72 }, W);
        c.ring(m, m, 9, 5, W).circle(61, 35, 3, W);
        break;
      case 'youtube':
        c.fill(
          subtract(
            sdRoundRect(22, 30, 52, 36, 10),
            sdPolygon([
              [42, 38],
              [58, 48],
              [42, 58],
            ]),
          ),
          { x0: 20, y0: 28, x1: 76, y1: 68 },
          W,
        );
        break;
      case 'linkedin':
        c.roundRect(28, 42, 9, 28, 2, W).circle(32.5, 32, 5.5, W);
        c.roundRect(44, 42, 9, 28, 2, W).roundRect(44, 42, 24, 12, 6, W).roundRect(59, 48, 9, 22, 2, W);
        break;
      case 'whatsapp':
        c.ring(m, m - 1, 20, 5, W);
        c.polygon(
          [
            [30, 60],
            [26, 72],
            [39, 67],
          ],
          W,
        );
        c.capsule(41, 41, 53, 53, 4, W);
        break;
      case 'snapchat':
        c.fill(
          union(
            sdCircle(m, 42, 17),
            sdRoundRect(31, 42, 34, 22, 6),
            sdPolygon([
              [24, 62],
              [72, 62],
              [66, 70],
              [30, 70],
            ]),
          ),
          { x0: 20, y0: 22, x1: 76, y1: 74 },
          W,
        );
        break;
    }
    return c;
  });
}

type FlagDraw = (c: Canvas, w: number, h: number) => void;
const stripes =
  (colours: Rgb[]): FlagDraw =>
  (c, w, h) => {
    colours.forEach((col, i) => {
      c.roundRect(0, (h / colours.length) * i, w, h / colours.length + 0.5, 0, col);
    });
  };
const RED = hex('#CE1126');
const GREEN = hex('#007A3D');
const BLACK = hex('#111111');
const WHITE = P.white;

const FLAGS: Record<string, FlagDraw> = {
  SA: (c, w, h) => {
    c.background(hex('#006C35'));
    // Calligraphy suggested by strokes (no text is drawn), and the sword beneath.
    const strokes: [number, number, number, number][] = [
      [0.24, 0.42, 0.36, 0.42],
      [0.3, 0.3, 0.3, 0.42],
      [0.4, 0.28, 0.4, 0.44],
      [0.44, 0.36, 0.56, 0.36],
      [0.5, 0.26, 0.5, 0.36],
      [0.6, 0.3, 0.6, 0.44],
      [0.6, 0.44, 0.74, 0.44],
      [0.68, 0.28, 0.68, 0.38],
      [0.76, 0.3, 0.76, 0.44],
    ];
    for (const [x0, y0, x1, y1] of strokes) c.capsule(w * x0, h * y0, w * x1, h * y1, 1.6, WHITE);
    c.capsule(w * 0.22, h * 0.66, w * 0.7, h * 0.66, 2, WHITE);
    c.capsule(w * 0.7, h * 0.6, w * 0.7, h * 0.72, 1.6, WHITE);
    c.capsule(w * 0.7, h * 0.66, w * 0.8, h * 0.66, 2.4, WHITE);
  },
  AE: (c, w, h) => {
    stripes([GREEN, WHITE, BLACK])(c, w, h);
    c.roundRect(0, 0, w * 0.26, h, 0, RED);
  },
  KW: (c, w, h) => {
    stripes([GREEN, WHITE, RED])(c, w, h);
    c.polygon(
      [
        [0, 0],
        [w * 0.26, h / 3],
        [w * 0.26, (2 * h) / 3],
        [0, h],
      ],
      BLACK,
    );
  },
  QA: (c, w, h) => {
    c.background(hex('#8A1538'));
    const pts: [number, number][] = [[0, 0]];
    for (let i = 0; i < 9; i++) {
      pts.push([w * 0.3, (h / 9) * i]);
      pts.push([w * 0.38, (h / 9) * (i + 0.5)]);
    }
    pts.push([w * 0.3, h], [0, h]);
    c.polygon(pts, WHITE);
  },
  BH: (c, w, h) => {
    c.background(RED);
    const pts: [number, number][] = [[0, 0]];
    for (let i = 0; i < 5; i++) {
      pts.push([w * 0.25, (h / 5) * i]);
      pts.push([w * 0.36, (h / 5) * (i + 0.5)]);
    }
    pts.push([w * 0.25, h], [0, h]);
    c.polygon(pts, WHITE);
  },
  OM: (c, w, h) => {
    stripes([WHITE, RED, GREEN])(c, w, h);
    c.roundRect(0, 0, w * 0.3, h, 0, RED);
    c.circle(w * 0.15, h * 0.2, h * 0.09, WHITE);
  },
  EG: (c, w, h) => {
    stripes([RED, WHITE, BLACK])(c, w, h);
    c.circle(w / 2, h / 2, h * 0.11, hex('#C09300'));
  },
  JO: (c, w, h) => {
    stripes([BLACK, WHITE, GREEN])(c, w, h);
    c.polygon(
      [
        [0, 0],
        [w * 0.5, h / 2],
        [0, h],
      ],
      RED,
    );
    c.circle(w * 0.17, h / 2, h * 0.07, WHITE);
  },
  IQ: (c, w, h) => {
    stripes([RED, WHITE, BLACK])(c, w, h);
    c.capsule(w * 0.35, h / 2, w * 0.65, h / 2, 2.5, GREEN);
  },
  SD: (c, w, h) => {
    stripes([RED, WHITE, BLACK])(c, w, h);
    c.polygon(
      [
        [0, 0],
        [w * 0.36, h / 2],
        [0, h],
      ],
      GREEN,
    );
  },
  YE: (c, w, h) => stripes([RED, WHITE, BLACK])(c, w, h),
};

/** A simplified national flag (120×80) for the country picker. */
export function flag(code: string): Buffer {
  return cached(`flag:${code}`, () => {
    const w = 120;
    const h = 80;
    const c = new Canvas(w, h).background(P.mist);
    (FLAGS[code] ?? stripes([P.teal, P.white, P.green]))(c, w, h);
    return c;
  });
}

export type SceneKind = 'web' | 'mobile' | 'book' | 'poster' | 'logo' | 'chart' | 'video' | 'doc' | 'icons' | 'course';

const backdrops = new Map<number, Canvas>();
/** The gradient and lights behind a scene, drawn once per variant. */
function sceneBackdrop(variant: number): Canvas {
  let c = backdrops.get(variant);
  if (!c) {
    c = new Canvas(800, 600, 0.8).background(linear(800, 600, gradientOf(variant), 30 + variant * 20));
    decorate(c, 300 + variant * 7, 0.9);
    backdrops.set(variant, c);
  }
  return c;
}

/** Colour variants per scene kind: enough for variety, few enough to draw quickly. */
const SCENE_VARIANTS = 4;

/** Work or product preview (640×480): a device or document mock-up over a gradient. */
export function scene(kind: SceneKind, anyVariant: number): Buffer {
  const variant = anyVariant % SCENE_VARIANTS;
  return cached(`scene:${kind}:${variant}`, () => {
    const w = 800;
    const h = 600;
    const c = sceneBackdrop(variant).copy();
    const accent = linear(w, h, gradientOf(variant + 3), 0);
    const rnd = prng(500 + variant);
    const shadow = (x: number, y: number, ww: number, hh: number, r: number) => c.roundRect(x + 10, y + 16, ww, hh, r, P.ink, 0.22);
    switch (kind) {
      case 'web': {
        shadow(110, 90, 580, 420, 22);
        c.roundRect(110, 90, 580, 420, 22, P.white);
        c.roundRect(110, 90, 580, 44, 22, P.mist).roundRect(110, 112, 580, 22, 0, P.mist);
        [P.gold, P.leaf, P.sea].forEach((dot, i) => {
          c.circle(140 + i * 22, 112, 7, dot);
        });
        c.roundRect(140, 156, 520, 150, 16, accent);
        drawIcon(c, 'photo', 400, 231, 90, P.white, 0.9);
        for (let i = 0; i < 3; i++) {
          c.roundRect(140 + i * 178, 326, 164, 154, 14, P.mist);
          c.roundRect(156 + i * 178, 342, 132, 64, 10, linear(w, h, gradientOf(variant + i), 45), 0.85);
          c.capsule(160 + i * 178, 428, 270 + i * 178, 428, 6, P.slate, 0.3);
          c.capsule(160 + i * 178, 452, 230 + i * 178, 452, 6, P.slate, 0.18);
        }
        break;
      }
      case 'mobile': {
        for (let i = 0; i < 2; i++) {
          const x = 200 + i * 220;
          const y = 70 + i * 40;
          shadow(x, y, 200, 420, 34);
          c.roundRect(x, y, 200, 420, 34, P.ink);
          c.roundRect(x + 10, y + 12, 180, 396, 26, P.white);
          c.roundRect(x + 22, y + 40, 156, 120, 16, linear(w, h, gradientOf(variant + i), 60));
          drawIcon(c, i ? 'bag' : 'photo', x + 100, y + 100, 60, P.white);
          for (let k = 0; k < 4; k++) {
            c.circle(x + 42, y + 196 + k * 52, 16, gradientOf(variant + k)[1]!, 0.9);
            c.capsule(x + 70, y + 190 + k * 52, x + 168, y + 190 + k * 52, 5, P.slate, 0.3);
            c.capsule(x + 70, y + 206 + k * 52, x + 140, y + 206 + k * 52, 5, P.slate, 0.16);
          }
        }
        break;
      }
      case 'book': {
        shadow(260, 80, 290, 420, 14);
        c.roundRect(260, 80, 290, 420, 14, linear(w, h, [P.ink, gradientOf(variant)[1]!], 70));
        c.roundRect(260, 80, 26, 420, 10, P.ink, 0.5);
        c.circle(420, 230, 80, P.white, 0.12).ring(420, 230, 100, 6, P.gold, 0.8);
        drawIcon(c, 'ebook', 420, 232, 100, P.white);
        c.roundRect(330, 370, 180, 20, 10, P.white, 0.9);
        c.roundRect(350, 404, 140, 14, 7, P.white, 0.5);
        break;
      }
      case 'poster': {
        shadow(180, 60, 440, 480, 18);
        c.roundRect(180, 60, 440, 480, 18, P.white);
        c.circle(330, 230, 110, accent);
        c.polygon(
          [
            [420, 140],
            [560, 380],
            [280, 380],
          ],
          P.gold,
          0.85,
        );
        c.roundRect(440, 250, 120, 120, 20, gradientOf(variant + 1)[0]!, 0.85);
        c.capsule(230, 440, 520, 440, 9, P.slate, 0.7);
        c.capsule(230, 476, 430, 476, 7, P.slate, 0.3);
        break;
      }
      case 'logo': {
        shadow(170, 110, 460, 380, 30);
        c.roundRect(170, 110, 460, 380, 30, P.white);
        const g = gradientOf(variant);
        c.circle(330, 270, 70, g[0]!).circle(400, 270, 70, g[2]!, 0.85);
        c.circle(365, 300, 30, P.white);
        c.roundRect(250, 390, 300, 22, 11, P.slate, 0.8);
        c.roundRect(300, 428, 200, 14, 7, P.slate, 0.35);
        break;
      }
      case 'chart': {
        shadow(120, 100, 560, 400, 22);
        c.roundRect(120, 100, 560, 400, 22, P.white);
        for (let i = 0; i < 7; i++) {
          const bh = 60 + rnd() * 220;
          c.roundRect(170 + i * 70, 440 - bh, 40, bh, 8, linear(w, h, gradientOf(variant + 1), 90), 0.9);
        }
        const pts = Array.from({ length: 7 }, (_, i) => [190 + i * 70, 330 - i * 25 - rnd() * 40] as const);
        for (let i = 0; i < pts.length - 1; i++) c.capsule(pts[i]![0], pts[i]![1], pts[i + 1]![0], pts[i + 1]![1], 4, P.gold);
        for (const [x, y] of pts) c.circle(x, y, 8, P.gold).circle(x, y, 4, P.white);
        c.capsule(160, 140, 330, 140, 8, P.slate, 0.6);
        break;
      }
      case 'video': {
        shadow(100, 100, 600, 380, 22);
        c.roundRect(100, 100, 600, 380, 22, P.ink);
        c.roundRect(116, 116, 568, 300, 14, accent);
        c.circle(400, 266, 54, P.white, 0.92);
        c.polygon(
          [
            [384, 238],
            [426, 266],
            [384, 294],
          ],
          gradientOf(variant)[0]!,
        );
        c.capsule(140, 446, 660, 446, 5, P.white, 0.25);
        c.capsule(140, 446, 140 + 200 + rnd() * 200, 446, 5, P.gold);
        break;
      }
      case 'doc': {
        for (let i = 2; i >= 0; i--) {
          const x = 220 + i * 40;
          const y = 70 + i * 24;
          shadow(x, y, 320, 430, 14);
          c.roundRect(x, y, 320, 430, 14, i === 0 ? P.white : P.mist);
        }
        c.roundRect(250, 110, 200, 22, 11, gradientOf(variant)[0]!);
        for (let k = 0; k < 9; k++)
          c.capsule(250, 170 + k * 34, 250 + 180 + ((k * 37) % 80), 170 + k * 34, 6, P.slate, k % 4 === 3 ? 0.12 : 0.3);
        break;
      }
      case 'icons': {
        shadow(140, 90, 520, 420, 26);
        c.roundRect(140, 90, 520, 420, 26, P.white);
        const kinds: IconKind[] = [
          'design',
          'code',
          'writing',
          'marketing',
          'video',
          'templates',
          'ebook',
          'courses',
          'fonts',
          'bag',
          'photo',
          'design',
        ];
        kinds.forEach((k, i) => {
          const x = 215 + (i % 4) * 123;
          const y = 165 + Math.floor(i / 4) * 125;
          c.roundRect(x - 44, y - 44, 88, 88, 20, linear(w, h, gradientOf(variant + i), 45));
          drawIcon(c, k, x, y, 52, P.white);
        });
        break;
      }
      case 'course': {
        shadow(90, 90, 620, 420, 22);
        c.roundRect(90, 90, 620, 420, 22, P.white);
        c.roundRect(110, 110, 380, 250, 14, accent);
        c.circle(300, 235, 40, P.white, 0.9);
        c.polygon(
          [
            [288, 214],
            [320, 235],
            [288, 256],
          ],
          gradientOf(variant)[0]!,
        );
        for (let k = 0; k < 5; k++) {
          c.roundRect(510, 112 + k * 74, 180, 60, 10, P.mist);
          c.circle(536, 142 + k * 74, 12, k < 2 ? P.leaf : P.slate, k < 2 ? 1 : 0.25);
          c.capsule(558, 136 + k * 74, 670, 136 + k * 74, 5, P.slate, 0.3);
          c.capsule(558, 152 + k * 74, 630, 152 + k * 74, 5, P.slate, 0.15);
        }
        c.capsule(114, 400, 486, 400, 8, P.mist);
        c.capsule(114, 400, 330, 400, 8, P.leaf);
        c.capsule(114, 450, 400, 450, 8, P.slate, 0.25);
        break;
      }
    }
    return c;
  });
}

/** Footer logo (360×120, transparent): bag mark and two bars in place of the name. */
export function logo(): Buffer {
  return cached('logo', () => {
    const c = new Canvas(360, 120);
    c.roundRect(8, 8, 104, 104, 28, linear(120, 120, [P.teal, P.leaf], 45));
    drawIcon(c, 'bag', 60, 64, 66, P.white);
    c.roundRect(132, 34, 200, 26, 13, P.teal);
    c.roundRect(132, 72, 130, 16, 8, P.leaf, 0.7);
    return c;
  });
}

/** "About" illustration (900×600): a marketplace scene of service and store cards. */
export function aboutArt(): Buffer {
  return cached('about', () => {
    const w = 900;
    const h = 600;
    const c = new Canvas(w, h).background(linear(w, h, [P.mist, mix(P.mint, P.white, 0.5)], 60));
    c.glow(650, 150, 420, P.sea, 0.25);
    c.circle(450, 300, 220, linear(w, h, [P.teal, P.leaf], 45), 0.95);
    c.ring(450, 300, 250, 6, P.teal, 0.25);
    drawIcon(c, 'bag', 450, 306, 200, P.white);
    const cards: [number, number, IconKind][] = [
      [120, 120, 'design'],
      [700, 110, 'code'],
      [110, 420, 'ebook'],
      [720, 430, 'courses'],
    ];
    cards.forEach(([x, y, k], i) => {
      c.roundRect(x - 62, y - 52, 132, 116, 24, P.ink, 0.15);
      c.roundRect(x - 70, y - 60, 132, 116, 24, P.white);
      c.roundRect(x - 50, y - 42, 92, 56, 14, linear(w, h, gradientOf(i), 45));
      drawIcon(c, k, x - 4, y - 14, 40, P.white);
      c.capsule(x - 46, y + 32, x + 30, y + 32, 5, P.slate, 0.3);
    });
    return c;
  });
}

/** A one-page PDF (the demo products' download file). ASCII text only. */
export function demoPdf(title: string): Buffer {
  const safe =
    title
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/[()\\]/g, '')
      .slice(0, 80) || 'Souq demo file';
  const stream = `BT /F1 24 Tf 72 720 Td (${safe}) Tj ET\nBT /F1 12 Tf 72 690 Td (Souq demo download - thank you for your purchase.) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
