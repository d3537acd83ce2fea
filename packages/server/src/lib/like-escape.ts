/** Escape LIKE wildcards so user text matches literally. */
export function likeEscape(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern matching text that contains `q` literally. */
export const containing = (q: string): string => `%${likeEscape(q)}%`;
