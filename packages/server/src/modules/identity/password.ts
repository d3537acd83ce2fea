/**
 * Secrets at rest: passwords and verification codes are argon2id hashes. Codes too,
 * because a 5-digit code hashed with a fast digest is recovered from a leaked table in
 * milliseconds, while it stays valid for ten minutes.
 */
import { hash, verify } from '@node-rs/argon2';

export const hashSecret = (secret: string): Promise<string> => hash(secret);

export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    // A malformed stored hash is a mismatch, never a crash.
    return false;
  }
}

let dummy: Promise<string> | null = null;
/**
 * Spends the time of a real password check when the phone is unknown, so the answer
 * time of login does not tell whether a phone has an account.
 */
export async function verifyAgainstNothing(secret: string): Promise<false> {
  dummy ??= hash('souq-no-such-account');
  await verifySecret(await dummy, secret);
  return false;
}
