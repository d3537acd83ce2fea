/// <reference types="jest" />
/**
 * The translation check every app runs (`src/i18n.test.ts`): no key used in code is missing
 * in `ar` or `en`, and no key exists in one language only.
 *
 * Convention it relies on: each namespace's strings live in a file named `i18n.ts` (an
 * app's `config/i18n.ts`, a feature's `features/<name>/i18n.ts`, shared components'
 * `components/i18n.ts`), which registers them with `addNamespace` when imported. The check
 * imports every such file under the scanned folders, then reads the sources for
 * `useTranslation(ns)` and `t('key')` / `t('ns:key')` calls.
 */
import nodeFs from 'node:fs';
import path from 'node:path';
import { COMMON_NS } from './common';
import { i18n, initI18n, LOCALES } from './index';

const SOURCE = /\.(ts|tsx)$/;
const SKIP = /(\.test\.|\.d\.ts$|\/testing\/)/;
const PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of nodeFs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') walk(full, out);
    } else if (SOURCE.test(entry.name) && !SKIP.test(full)) out.push(full);
  }
  return out;
}

function flatten(bundle: Record<string, unknown>, prefix = '', out = new Set<string>()): Set<string> {
  for (const [k, v] of Object.entries(bundle)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') flatten(v as Record<string, unknown>, key, out);
    else out.add(key);
  }
  return out;
}

/** `NS`, `SHELL_NS`… → their string value, from `const X = '…'` anywhere in the scanned files. */
function namespaceConstants(sources: Map<string, string>): Map<string, string> {
  const out = new Map<string, string>();
  for (const text of sources.values()) {
    for (const m of text.matchAll(/const\s+([A-Z_]*NS)\s*=\s*'([\w-]+)'/g)) out.set(m[1], m[2]);
  }
  return out;
}

export interface TranslationUse {
  file: string;
  key: string;
  /** Namespaces the key may come from (the call's `useTranslation`, then `common`). */
  namespaces: string[] | 'any';
}

/** Every literal `t('…')` call (and `tX('…')` for a renamed `t`) in the files. */
export function findTranslationUses(sources: Map<string, string>): TranslationUse[] {
  const constants = namespaceConstants(sources);
  const uses: TranslationUse[] = [];
  for (const [file, text] of sources) {
    // `const { t } = useTranslation(NS)` / `const { t: tUi } = useTranslation('ui')`
    const fnNs = new Map<string, string>();
    for (const m of text.matchAll(/const\s*\{\s*t(?:\s*:\s*(\w+))?[^}]*\}\s*=\s*useTranslation\(\s*(?:'([\w-]+)'|([A-Z_]*NS))\s*\)/g)) {
      const ns = m[2] ?? constants.get(m[3]);
      if (ns) fnNs.set(m[1] ?? 't', ns);
    }
    const names = new Set(['t', ...fnNs.keys()]);
    const call = new RegExp(`(?<![\\w.])(${[...names].join('|')})\\(\\s*(?:'([^'\\n]+)'|"([^"\\n]+)"|\`([^\`$\\n]+)\`)`, 'g');
    for (const m of text.matchAll(call)) {
      const raw = m[2] ?? m[3] ?? m[4];
      const prefixed = /^([\w-]+):(.+)$/.exec(raw);
      if (prefixed) uses.push({ file, key: prefixed[2], namespaces: [prefixed[1]] });
      else {
        const ns = fnNs.get(m[1]);
        // A `t` handed in as a parameter: the namespace is the caller's, so any will do.
        uses.push({ file, key: raw, namespaces: ns ? [ns, COMMON_NS] : 'any' });
      }
    }
  }
  return uses;
}

export interface TranslationCheckOptions {
  /** Absolute folders to scan (the app's `src`, and any package whose strings it owns). */
  roots: string[];
}

/** Loads every `i18n.ts` under the roots, then lists each missing or one-language key. */
export function findTranslationProblems({ roots }: TranslationCheckOptions): string[] {
  initI18n('ar');
  const files = roots.flatMap((r) => walk(r));
  for (const file of files) if (path.basename(file) === 'i18n.ts') require(file);
  const sources = new Map(files.map((f) => [f, nodeFs.readFileSync(f, 'utf8')]));

  const keys = new Map<string, Map<string, Set<string>>>(); // locale → ns → keys
  for (const lng of LOCALES) {
    const data = (i18n.store.data[lng] ?? {}) as Record<string, Record<string, unknown>>;
    keys.set(lng, new Map(Object.entries(data).map(([ns, bundle]) => [ns, flatten(bundle)])));
  }
  const problems: string[] = [];
  const [first, ...others] = LOCALES;
  const namespaces = new Set(LOCALES.flatMap((lng) => [...(keys.get(lng)?.keys() ?? [])]));
  for (const ns of namespaces) {
    for (const lng of others) {
      const a = keys.get(first)?.get(ns) ?? new Set<string>();
      const b = keys.get(lng)?.get(ns) ?? new Set<string>();
      for (const k of a) if (!b.has(k)) problems.push(`${ns}:${k} is in ${first} but not in ${lng}`);
      for (const k of b) if (!a.has(k)) problems.push(`${ns}:${k} is in ${lng} but not in ${first}`);
    }
  }

  const has = (lng: string, ns: string, key: string) => {
    const set = keys.get(lng)?.get(ns);
    return Boolean(set && (set.has(key) || PLURALS.some((p) => set.has(`${key}_${p}`))));
  };
  const isGroup = (lng: string, ns: string, key: string) => [...(keys.get(lng)?.get(ns) ?? [])].some((k) => k.startsWith(`${key}.`));
  for (const use of findTranslationUses(sources)) {
    for (const lng of LOCALES) {
      const candidates = use.namespaces === 'any' ? [...namespaces] : use.namespaces;
      if (!candidates.some((ns) => has(lng, ns, use.key))) {
        const where = use.namespaces === 'any' ? 'any namespace' : use.namespaces[0];
        problems.push(`${path.relative(process.cwd(), use.file)}: '${use.key}' is missing in ${lng} (${where})`);
      } else if (use.namespaces !== 'any') {
        // i18next answers from the first namespace that has anything at the key: a group of
        // strings there (`home: { … }`) hides a string of the same name further on (common's
        // `home`), and t() returns "key 'home (en)' returned an object instead of string".
        const first = candidates.find((ns) => has(lng, ns, use.key) || isGroup(lng, ns, use.key));
        if (first && !has(lng, first, use.key))
          problems.push(`${path.relative(process.cwd(), use.file)}: '${use.key}' is a group of strings in ${first} (${lng}), not a string`);
      }
    }
  }
  return [...new Set(problems)].sort();
}
