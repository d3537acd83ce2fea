import { DEVICE_ID_PLACEHOLDER, DEVICE_TYPE, type Endpoint, type RequestBody } from '@souq/contracts';

export type Role = 'user' | 'provider';

/**
 * Device fields every auth call carries. We have no push token on the web yet, so the
 * fixed placeholder id is sent (docs/product/README.md#constants).
 */
export const deviceFields = () => ({ device_id: DEVICE_ID_PLACEHOLDER, device_type: DEVICE_TYPE });

/** What a screen fills in for a call: the endpoint's body without the device fields added on sending. */
export type FormFields<E extends Endpoint> = Omit<RequestBody<E>, keyof ReturnType<typeof deviceFields>>;
