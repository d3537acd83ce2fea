/**
 * What a chosen driver needs before the server may start. Kept apart from the production
 * rules in config.ts so each list stays readable; loadConfig reports both in one message,
 * so whoever deploys sees every missing variable at once instead of one per restart.
 */
/** The variables these rules read; config.ts's parsed environment has them all. */
type DriverEnv = {
  [K in
    | 'NODE_ENV'
    | 'PUBLIC_URL'
    | 'SMS_DRIVER'
    | 'SMS_HTTP_URL'
    | 'UNIFONIC_APP_SID'
    | 'PAYMENT_DRIVER'
    | 'PAYMENT_GATEWAY'
    | 'MOYASAR_SECRET_KEY'
    | 'MOYASAR_WEBHOOK_SECRET'
    | 'STORAGE_DRIVER'
    | 'S3_BUCKET'
    | 'S3_ACCESS_KEY_ID'
    | 'S3_SECRET_ACCESS_KEY']?: string;
};

/** `PAYMENT_DRIVER`, or its old name `PAYMENT_GATEWAY`; sandbox when neither is set. */
export const paymentDriver = <D extends string>(e: { PAYMENT_DRIVER?: D; PAYMENT_GATEWAY?: D }): D | 'sandbox' =>
  e.PAYMENT_DRIVER ?? e.PAYMENT_GATEWAY ?? 'sandbox';

/** One line per problem, `VARIABLE: why`; empty when every chosen driver has what it needs. */
export function driverProblems(e: DriverEnv): string[] {
  const problems: string[] = [];
  const need = (name: keyof DriverEnv, value: string | undefined, when: string) => {
    if (!value?.trim()) problems.push(`${name}: required when ${when}`);
  };
  if (e.SMS_DRIVER === 'http') need('SMS_HTTP_URL', e.SMS_HTTP_URL, 'SMS_DRIVER=http');
  if (e.SMS_DRIVER === 'unifonic') need('UNIFONIC_APP_SID', e.UNIFONIC_APP_SID, 'SMS_DRIVER=unifonic');
  if (paymentDriver(e) === 'moyasar') {
    need('MOYASAR_SECRET_KEY', e.MOYASAR_SECRET_KEY, 'PAYMENT_DRIVER=moyasar');
    need('MOYASAR_WEBHOOK_SECRET', e.MOYASAR_WEBHOOK_SECRET, 'PAYMENT_DRIVER=moyasar');
    // Moyasar sends the customer and its notices back to this address, from the internet.
    if (e.NODE_ENV === 'production' && !e.PUBLIC_URL?.startsWith('https://')) {
      problems.push('PUBLIC_URL: an https:// address is required when PAYMENT_DRIVER=moyasar in production');
    }
  }
  if (e.STORAGE_DRIVER === 's3') {
    need('S3_BUCKET', e.S3_BUCKET, 'STORAGE_DRIVER=s3');
    need('S3_ACCESS_KEY_ID', e.S3_ACCESS_KEY_ID, 'STORAGE_DRIVER=s3');
    need('S3_SECRET_ACCESS_KEY', e.S3_SECRET_ACCESS_KEY, 'STORAGE_DRIVER=s3');
  }
  return problems;
}
