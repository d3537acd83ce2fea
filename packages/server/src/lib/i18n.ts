/**
 * Server-side messages: every `msg` the API sends is looked up in the catalogue
 * (src/messages.ts) in the request's language, with `{param}` placeholders filled and the
 * plural form chosen by Intl.PluralRules where a text depends on a number.
 */
import { type MessageKey, messages } from '../messages';
import type { Lang, PluralText, Text } from './message-catalogue';

export type { Lang, MessageKey };
export type MessageParams = Record<string, string | number>;

const catalogue: Record<string, Record<Lang, Text>> = messages;
const pluralRules: Record<Lang, Intl.PluralRules> = { ar: new Intl.PluralRules('ar'), en: new Intl.PluralRules('en') };

export function hasMessage(key: string): key is MessageKey {
  return Object.hasOwn(catalogue, key);
}

function pick(lang: Lang, text: Text, params: MessageParams): string {
  if (typeof text === 'string') return text;
  const n = Number(params[text.plural]);
  const form = Number.isFinite(n) ? pluralRules[lang].select(n) : 'other';
  return (text as PluralText)[form] ?? text.other;
}

export function t(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  // A key from outside the catalogue (only reachable past the type system) reads as itself.
  const entry = catalogue[key];
  return (entry ? pick(lang, entry[lang], params) : key).replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = params[name];
    if (v === undefined) return `{${name}}`;
    // A param that names a field is itself translated (e.g. {field} = 'fields.phone').
    return typeof v === 'string' && hasMessage(v) ? t(lang, v) : String(v);
  });
}

/**
 * Language from the `lang` header only: missing or unknown (the existing client sends none on
 * a first visit and the string 'null' later) means Arabic, whatever Accept-Language says
 * (docs/architecture.md#api-conventions).
 */
export function pickLang(langHeader: unknown): Lang {
  const h = typeof langHeader === 'string' ? langHeader.trim().toLowerCase() : '';
  return h === 'en' ? 'en' : 'ar';
}
