import { useMutation } from '@tanstack/react-query';
import { chargeWallet } from '@souq/api-client';

/** POST /user/frontend-charge-wallet (amount in SR): `url` is the card page; the balance grows when it settles. */
export const useChargeWallet = () => useMutation({ mutationFn: chargeWallet });
