/** The demo art's colours: the brand's teal/green, with warm and cool accents for variety. */
export const INK = '#0B3B3A';
export const BRAND = '#0F766E';
export const MIST = '#ECFDF5';

/** [dark, light] gradient pairs, taken in turn so neighbouring images differ. */
export const GRADIENTS: readonly (readonly [string, string])[] = [
  ['#115E59', '#14B8A6'],
  ['#1E3A8A', '#3B82F6'],
  ['#7C2D12', '#F97316'],
  ['#4C1D95', '#8B5CF6'],
  ['#065F46', '#34D399'],
  ['#831843', '#EC4899'],
  ['#0C4A6E', '#0EA5E9'],
  ['#713F12', '#EAB308'],
  ['#134E4A', '#5EEAD4'],
  ['#3F3F46', '#A1A1AA'],
];

export const gradient = (n: number) => GRADIENTS[((n % GRADIENTS.length) + GRADIENTS.length) % GRADIENTS.length]!;

/** Light backgrounds for avatars and logos. */
export const PASTELS = ['b6e3f4', 'c0aede', 'd1d4f9', 'ffd5dc', 'ffdfbf', 'c7f0d8', 'fde68a', 'bae6fd'];

/** A small deterministic generator (mulberry32), so the same seed draws the same picture. */
export function prng(seed: number): () => number {
  let a = seed >>> 0 || 1;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stable small number from a key (FNV-1a), to vary pictures by what they show. */
export function variantOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  return (h >>> 0) % 997;
}
