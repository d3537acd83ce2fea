/** The ports of the servers the journeys start (playwright.config.ts) and the specs that address one directly. */
export const PORT = Number(process.env.E2E_PORT ?? 8091);
export const REMOTE_PORT = Number(process.env.E2E_REMOTE_PORT ?? PORT + 1);
/** The second app server, whose card payments go to the Moyasar stand-in (card-payment.spec.ts). */
export const CARD_PORT = Number(process.env.E2E_CARD_PORT ?? PORT + 2);
export const MOYASAR_PORT = Number(process.env.E2E_MOYASAR_PORT ?? PORT + 3);
