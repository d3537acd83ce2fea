/**
 * The shape of the server's message catalogue. Each module keeps its texts next to its code
 * in a `*.messages.ts` file built with `defineMessages`; src/messages.ts joins them, and
 * every key the code uses is checked against that union at compile time.
 */
export type Lang = 'ar' | 'en';

/**
 * A text that depends on a number: `plural` names the parameter whose value picks the form
 * by the language's plural rules (Intl.PluralRules; Arabic has zero, one, two, few, many,
 * other). `other` is required; a missing form falls back to it.
 */
export type PluralText = { plural: string; other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
export type Text = string | PluralText;
export type Catalogue = Record<string, Record<Lang, Text>>;

/** Keeps the literal keys of a module's messages (for the MessageKey union). */
export const defineMessages = <const T extends Catalogue>(messages: T): T => messages;
