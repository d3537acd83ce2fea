import './home-slider.css';

/** Arrows sit beside the cards, never over them; on wide screens they go when every card fits. */
export function homeSliderClass(count: number, perViewWide: number): string {
  return count <= perViewWide ? 'souq-home-slider souq-home-slider--fits' : 'souq-home-slider';
}
