/**
 * Waits until `check` holds, for what finishes just after an answer is sent (clean-up in an
 * onResponse hook, a notification written after the reply): asserting at once races it.
 */
export async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > end) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
