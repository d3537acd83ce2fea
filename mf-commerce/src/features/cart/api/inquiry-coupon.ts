import { useMutation } from '@tanstack/react-query';
import { inquiryCoupon } from '@souq/api-client';

/** GET /user/cart/inquiry-coupon?coupon= — the cart's totals with the coupon (nothing is stored). */
export const useInquiryCoupon = () => useMutation({ mutationFn: inquiryCoupon });
