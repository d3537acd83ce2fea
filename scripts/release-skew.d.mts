/** Types of release-skew.mjs for the server's tests. */
export function sharedVersions(
  manifest: { shared?: Array<{ name?: string; version?: string }> } | null | undefined,
): Record<string, string>;
export function checkSkew(shell: Record<string, string>, remote: Record<string, string>): { errors: string[]; warnings: string[] };
