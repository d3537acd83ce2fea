import dayjs from 'dayjs';
import { discountPercentage, priceAfterDiscount, toApiDate } from './discount';

test('price after discount and percentage agree, two decimals', () => {
  expect(priceAfterDiscount(100, 20)).toBe(80);
  expect(priceAfterDiscount(99.99, 15)).toBe(84.99);
  expect(discountPercentage(100, 80)).toBe(20);
  expect(discountPercentage(150, 100)).toBe(33.33);
  expect(discountPercentage(0, 10)).toBe(0);
  expect(discountPercentage(100, 150)).toBe(0);
});

test('a discount date goes to the API as its first 10 characters', () => {
  expect(toApiDate(dayjs('2026-12-31T15:00:00'))).toBe('2026-12-31');
  expect(toApiDate(null)).toBeUndefined();
});
