/**
 * Provider avatars: DiceBear's "Notionists" illustrations (CC0), one per provider, drawn
 * from a seed so the same provider always gets the same face, on a pastel background.
 * The style's hair variants are grouped so a provider's avatar suits who they are.
 */
import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import { PASTELS } from './palette';
import { svgToPng } from './render';

type Hair = NonNullable<notionists.Options['hair']>[number];
const v = (...n: number[]) => n.map((i) => `variant${String(i).padStart(2, '0')}` as Hair);

const HAIR = {
  hijab: v(62, 63),
  long: v(2, 4, 8, 10, 23, 28, 36, 41, 45, 46, 58),
  short: v(1, 3, 5, 6, 7, 9, 11, 12, 13, 15, 16, 17, 18, 19, 20, 21, 22, 24, 25, 33, 34, 35, 43, 55, 56),
} as const;

export type AvatarStyle = keyof typeof HAIR;

export function avatarPng(seed: string, style: AvatarStyle, size = 256): Buffer {
  const svg = createAvatar(notionists, {
    seed,
    size,
    hair: [...HAIR[style]],
    beardProbability: style === 'short' ? 55 : 0,
    backgroundColor: PASTELS,
    backgroundType: ['solid'],
  }).toString();
  return svgToPng(svg);
}
