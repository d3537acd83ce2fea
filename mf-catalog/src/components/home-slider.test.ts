import { homeSliderClass } from './home-slider';

describe('homeSliderClass', () => {
  it('marks a slider whose cards all fit on a wide screen (its arrows go there)', () => {
    expect(homeSliderClass(5, 6)).toBe('souq-home-slider souq-home-slider--fits');
    expect(homeSliderClass(6, 6)).toBe('souq-home-slider souq-home-slider--fits');
  });

  it('keeps the arrows when there are more cards than fit', () => {
    expect(homeSliderClass(7, 6)).toBe('souq-home-slider');
  });
});
