/**
 * A very small raster toolkit for seed artwork: an RGBA canvas, anti-aliased shapes from
 * signed distance functions, gradients, and a PNG encoder (zlib deflate). It exists so the
 * demo catalogue ships real images without a network or a native image library.
 */
import { deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];
/** Colour at a pixel (for gradients inside shapes). */
export type Paint = Rgb | ((x: number, y: number) => Rgb);
/** Signed distance in pixels: negative inside the shape. */
export type Sdf = (x: number, y: number) => number;

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export function hex(s: string): Rgb {
  const v = Number.parseInt(s.replace('#', ''), 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
/** Faster than Math.hypot, which V8 does not inline. */
const len = (x: number, y: number) => Math.sqrt(x * x + y * y);

/** Colour along evenly spaced stops, t in 0..1. */
export function ramp(stops: readonly Rgb[], t: number): Rgb {
  const u = clamp01(t) * (stops.length - 1);
  const i = Math.min(Math.floor(u), stops.length - 2);
  return mix(stops[i]!, stops[i + 1]!, u - i);
}

/** A linear gradient over a w×h area at `angle` degrees (0 = left→right, 90 = top→bottom). */
export function linear(w: number, h: number, stops: readonly Rgb[], angle = 35): (x: number, y: number) => Rgb {
  const a = (angle * Math.PI) / 180;
  const dx = Math.cos(a);
  const dy = Math.sin(a);
  const corners = [0 * dx + 0 * dy, w * dx, h * dy, w * dx + h * dy];
  const lo = Math.min(...corners);
  const span = Math.max(...corners) - lo || 1;
  // A lookup table: no allocation per pixel, no visible banding at these sizes.
  const lut = Array.from({ length: 1024 }, (_, i) => ramp(stops, i / 1023));
  return (x, y) => lut[Math.max(0, Math.min(1023, Math.round(((x * dx + y * dy - lo) / span) * 1023)))]!;
}

// Signed distance functions (Inigo Quilez's formulas), in pixels.
export const sdCircle =
  (cx: number, cy: number, r: number): Sdf =>
  (x, y) =>
    len(x - cx, y - cy) - r;

export const sdRing =
  (cx: number, cy: number, r: number, thickness: number): Sdf =>
  (x, y) =>
    Math.abs(len(x - cx, y - cy) - r) - thickness / 2;

export const sdEllipse =
  (cx: number, cy: number, rx: number, ry: number): Sdf =>
  (x, y) => {
    // Approximation good enough for anti-aliasing.
    const k = len((x - cx) / rx, (y - cy) / ry);
    return (k - 1) * Math.min(rx, ry);
  };

export const sdRoundRect = (x0: number, y0: number, w: number, h: number, r: number): Sdf => {
  const cx = x0 + w / 2;
  const cy = y0 + h / 2;
  const hw = w / 2 - r;
  const hh = h / 2 - r;
  return (x, y) => {
    const qx = Math.abs(x - cx) - hw;
    const qy = Math.abs(y - cy) - hh;
    return len(Math.max(qx, 0), Math.max(qy, 0)) + Math.min(Math.max(qx, qy), 0) - r;
  };
};

export const sdCapsule =
  (ax: number, ay: number, bx: number, by: number, r: number): Sdf =>
  (x, y) => {
    const pax = x - ax;
    const pay = y - ay;
    const bax = bx - ax;
    const bay = by - ay;
    const h = clamp01((pax * bax + pay * bay) / (bax * bax + bay * bay || 1));
    return len(pax - bax * h, pay - bay * h) - r;
  };

/** Any simple polygon (points in order). */
export const sdPolygon =
  (pts: readonly (readonly [number, number])[]): Sdf =>
  (x, y) => {
    let d = (x - pts[0]![0]) ** 2 + (y - pts[0]![1]) ** 2;
    let s = 1;
    for (let i = 0, j = pts.length - 1; i < pts.length; j = i, i++) {
      const [vix, viy] = pts[i]!;
      const [vjx, vjy] = pts[j]!;
      const ex = vjx - vix;
      const ey = vjy - viy;
      const wx = x - vix;
      const wy = y - viy;
      const t = clamp01((wx * ex + wy * ey) / (ex * ex + ey * ey || 1));
      const bx = wx - ex * t;
      const by = wy - ey * t;
      d = Math.min(d, bx * bx + by * by);
      const c1 = y >= viy;
      const c2 = y < vjy;
      const c3 = ex * wy > ey * wx;
      if ((c1 && c2 && c3) || (!c1 && !c2 && !c3)) s = -s;
    }
    return s * Math.sqrt(d);
  };

export const union =
  (...parts: Sdf[]): Sdf =>
  (x, y) => {
    let d = Infinity;
    for (const p of parts) {
      const v = p(x, y);
      if (v < d) d = v;
    }
    return d;
  };
export const intersect =
  (a: Sdf, b: Sdf): Sdf =>
  (x, y) =>
    Math.max(a(x, y), b(x, y));
export const subtract =
  (a: Sdf, b: Sdf): Sdf =>
  (x, y) =>
    Math.max(a(x, y), -b(x, y));

export class Canvas {
  /** Straight (non-premultiplied) RGBA, 0..255 per channel, alpha 0..1. */
  private readonly px: Float32Array;
  /** Size in pixels of the encoded image. */
  readonly pw: number;
  readonly ph: number;

  /**
   * `width`×`height` is the drawing space every coordinate uses; `scale` sets the pixel
   * size of the result (0.5 draws the same picture at half the resolution).
   */
  constructor(
    readonly width: number,
    readonly height: number,
    readonly scale = 1,
  ) {
    this.pw = Math.max(1, Math.round(width * scale));
    this.ph = Math.max(1, Math.round(height * scale));
    this.px = new Float32Array(this.pw * this.ph * 4);
  }

  /** An independent copy (to reuse a drawn backdrop). */
  copy(): Canvas {
    const c = new Canvas(this.width, this.height, this.scale);
    c.px.set(this.px);
    return c;
  }

  /** Paint every pixel (opaque background). */
  background(paint: Paint): this {
    const f = typeof paint === 'function' ? paint : () => paint;
    const k = 1 / this.scale;
    for (let y = 0; y < this.ph; y++) {
      for (let x = 0; x < this.pw; x++) {
        const c = f((x + 0.5) * k, (y + 0.5) * k);
        const i = (y * this.pw + x) * 4;
        this.px[i] = c[0];
        this.px[i + 1] = c[1];
        this.px[i + 2] = c[2];
        this.px[i + 3] = 1;
      }
    }
    return this;
  }

  private blend(i: number, c: Rgb, a: number) {
    const da = this.px[i + 3]!;
    const oa = a + da * (1 - a);
    if (oa <= 0) return;
    const k = (da * (1 - a)) / oa;
    const s = a / oa;
    this.px[i] = c[0] * s + this.px[i]! * k;
    this.px[i + 1] = c[1] * s + this.px[i + 1]! * k;
    this.px[i + 2] = c[2] * s + this.px[i + 2]! * k;
    this.px[i + 3] = oa;
  }

  /** Fill the inside of `sdf` (anti-aliased edge) within `box`, with `paint` at `alpha`. */
  fill(sdf: Sdf, box: Box, paint: Paint, alpha = 1): this {
    const solid = typeof paint === 'function' ? null : paint;
    const f = typeof paint === 'function' ? paint : null;
    const sc = this.scale;
    const k = 1 / sc;
    const x0 = Math.max(0, Math.floor(box.x0 * sc) - 1);
    const y0 = Math.max(0, Math.floor(box.y0 * sc) - 1);
    const x1 = Math.min(this.pw, Math.ceil(box.x1 * sc) + 1);
    const y1 = Math.min(this.ph, Math.ceil(box.y1 * sc) + 1);
    for (let y = y0; y < y1; y++) {
      const ly = (y + 0.5) * k;
      for (let x = x0; x < x1; x++) {
        const lx = (x + 0.5) * k;
        const cover = clamp01(0.5 - sdf(lx, ly) * sc);
        if (cover <= 0) continue;
        this.blend((y * this.pw + x) * 4, solid ?? f!(lx, ly), cover * alpha);
      }
    }
    return this;
  }

  circle(cx: number, cy: number, r: number, paint: Paint, alpha = 1): this {
    return this.fill(sdCircle(cx, cy, r), { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r }, paint, alpha);
  }

  ring(cx: number, cy: number, r: number, thickness: number, paint: Paint, alpha = 1): this {
    const e = r + thickness;
    return this.fill(sdRing(cx, cy, r, thickness), { x0: cx - e, y0: cy - e, x1: cx + e, y1: cy + e }, paint, alpha);
  }

  roundRect(x: number, y: number, w: number, h: number, r: number, paint: Paint, alpha = 1): this {
    return this.fill(sdRoundRect(x, y, w, h, r), { x0: x, y0: y, x1: x + w, y1: y + h }, paint, alpha);
  }

  capsule(ax: number, ay: number, bx: number, by: number, r: number, paint: Paint, alpha = 1): this {
    const box = { x0: Math.min(ax, bx) - r, y0: Math.min(ay, by) - r, x1: Math.max(ax, bx) + r, y1: Math.max(ay, by) + r };
    return this.fill(sdCapsule(ax, ay, bx, by, r), box, paint, alpha);
  }

  polygon(pts: readonly (readonly [number, number])[], paint: Paint, alpha = 1): this {
    const xs = pts.map((p) => p[0]);
    const ys = pts.map((p) => p[1]);
    const box = { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) };
    return this.fill(sdPolygon(pts), box, paint, alpha);
  }

  /** A soft radial light (alpha falls off smoothly to 0 at `r`). */
  glow(cx: number, cy: number, r: number, colour: Rgb, alpha: number): this {
    const sc = this.scale;
    const pcx = cx * sc;
    const pcy = cy * sc;
    const pr = r * sc;
    const x0 = Math.max(0, Math.floor(pcx - pr));
    const y0 = Math.max(0, Math.floor(pcy - pr));
    const x1 = Math.min(this.pw, Math.ceil(pcx + pr));
    const y1 = Math.min(this.ph, Math.ceil(pcy + pr));
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const d = len(x + 0.5 - pcx, y + 0.5 - pcy) / pr;
        if (d >= 1) continue;
        const k = (1 - d) * (1 - d);
        this.blend((y * this.pw + x) * 4, colour, k * alpha);
      }
    }
    return this;
  }

  /** PNG bytes (RGBA, 8 bits per channel). */
  toPng(): Buffer {
    const width = this.pw;
    const height = this.ph;
    const stride = width * 4 + 1;
    const raw = Buffer.alloc(stride * height);
    const px = this.px;
    for (let y = 0; y < height; y++) {
      raw[y * stride] = 0; // filter "none": measured smaller and faster than Sub/Up on these gradients
      for (let x = 0; x < width; x++) {
        const i = (y * width + x) * 4;
        const o = y * stride + 1 + x * 4;
        raw[o] = (px[i]! + 0.5) | 0;
        raw[o + 1] = (px[i + 1]! + 0.5) | 0;
        raw[o + 2] = (px[i + 2]! + 0.5) | 0;
        raw[o + 3] = (px[i + 3]! * 255 + 0.5) | 0;
      }
    }
    const ihdr = Buffer.alloc(13);
    ihdr.writeUInt32BE(width, 0);
    ihdr.writeUInt32BE(height, 4);
    ihdr[8] = 8; // bit depth
    ihdr[9] = 6; // colour type RGBA
    ihdr[10] = 0;
    ihdr[11] = 0;
    ihdr[12] = 0;
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', ihdr),
      chunk('IDAT', deflateSync(raw, { level: 6 })),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  }
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

export function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]!) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length, 0);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td), 0);
  return Buffer.concat([len, td, crc]);
}

/** Deterministic pseudo-random numbers (mulberry32) so seeds look the same on every run. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
