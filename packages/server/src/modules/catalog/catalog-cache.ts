/**
 * Result cache for the public provider lists and searches (the hottest public calls): the same
 * pages are asked for again and again (popular services, search-as-you-type, paging back),
 * and every visitor gets the same rows. A page is cached with the catalogue version it was
 * computed under (migrations 0005, 0031: every write to providers, provider_services, services
 * or categories bumps the sequence catalog_version), and only served while that version is current, so a
 * change is visible on the next request in every process sharing the database. The TTL is a
 * backstop (a page computed while a write was committing) and the size is bounded (LRU).
 *
 * A hit still needs the current version, but not a database round trip of its own: the
 * version reads are shared (sharedVersion). Every request waits for a read that started
 * after it arrived, so a write that committed before a request began is always seen; all
 * requests that arrive while a read is running share the next one. Under load that is one
 * small query per round trip instead of one per request.
 *
 * On PostgreSQL most hits need no read at all: the process listens on the channel
 * catalog_version (migration 0024: every bump is notified at commit) and counts the writes it
 * sends itself (db/client.ts watchChanges); while neither has moved since the last read
 * began, that read's version is still current. A write committed by this process is known
 * when its COMMIT returns; one committed by another process when its notification arrives
 * (a few ms). Without the listening connection every hit reads, as above.
 *
 * Above the rows, whole answers are kept as the bytes sent (`answers`, an AnswerCache of
 * lib/route.ts): a hit of a public list or search is the serialized envelope of its
 * language, base URL and input, checked against the same version, so neither the cards nor the
 * response serializer run again; `peek` gives it without waiting while the version is known
 * current (plugins/cached-answers.ts sends it before normalization and validation).
 *
 * ttlMs = 0 turns caching off (the benchmark's cold runs).
 */
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { type Db, watchChanges } from '../../db/client';
import type { AnswerCache } from '../../lib/route';
import type { CatalogRepository } from './catalog.repository';
import type { ListQuery } from './provider-list.repository';

export interface CatalogCacheOptions {
  ttlMs: number;
  maxEntries?: number;
}

/** The current catalogue version (a sequence bumped by every catalogue write). */
async function catalogVersion(db: Db): Promise<string> {
  const res = (await db.execute(sql`select last_value::text as v, is_called from catalog_version`)) as unknown as {
    rows: { v: string; is_called: boolean }[];
  };
  const row = res.rows[0];
  return row ? `${row.v}:${row.is_called}` : '0';
}

/**
 * Reads of `read` shared by concurrent callers, each caller getting a read that started
 * after its call: one read runs at a time and the callers that come meanwhile share the
 * next one.
 */
export function sharedReads<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | null = null;
  let next: Promise<T> | null = null;
  const start = (): Promise<T> => {
    const p = read().finally(() => {
      if (running === p) running = null;
    });
    running = p;
    return p;
  };
  return () => {
    if (!running) return start();
    next ??= running
      .then(
        () => undefined,
        () => undefined,
      )
      .then(() => {
        next = null;
        return running ?? start();
      });
    return next;
  };
}

/** The catalogue version as a process knows it (catalog-cache.ts, provider-search-index.ts). */
export interface VersionSource {
  /** The version when it is known current without a read (PostgreSQL, nothing changed since the last read began). */
  knownVersion(): string | null;
  /** The current version: the known one, or a (shared) read. */
  currentVersion(): Promise<string> | string;
  /** The listener's count of catalog_version notifications (PostgreSQL; null on PGlite or while not listening). */
  notes(): number | null;
  /** PostgreSQL (notifications are listened to); false on PGlite. */
  watched: boolean;
}

/**
 * PostgreSQL: the version read last is reused while nothing can have changed it (no write
 * sent by this process, no notification of another's commit since that read began).
 */
export function createVersionSource(db: Db): VersionSource {
  const watch = watchChanges(db, 'catalog_version');
  let known: { version: string; stamp: number } | null = null;
  const readVersion = sharedReads(async () => {
    const stamp = watch?.stamp() ?? null;
    const version = await catalogVersion(db);
    known = stamp === null ? null : { version, stamp };
    return version;
  });
  const knownVersion = (): string | null => {
    const stamp = watch?.stamp() ?? null;
    return known && stamp !== null && stamp === known.stamp ? known.version : null;
  };
  return {
    knownVersion,
    currentVersion: () => knownVersion() ?? readVersion(),
    notes: () => watch?.notes() ?? null,
    watched: watch !== null,
  };
}

export interface CatalogCache {
  /** The repository with listProviders, searchProviders and findService answered from the cache when current. */
  repo: CatalogRepository;
  /** Serialized answers, each served only while the version it was built under is current; null when caching is off. */
  answers: AnswerCache | null;
}

export function createCatalogCache(repo: CatalogRepository, db: Db, opts: CatalogCacheOptions): CatalogCache {
  if (opts.ttlMs <= 0) return { repo, answers: null };
  const cache = new LRUCache<string, { version: string; value: { v: unknown } }>({ max: opts.maxEntries ?? 2000, ttl: opts.ttlMs });
  const answerCache = new LRUCache<string, { version: string; bytes: string }>({ max: opts.maxEntries ?? 2000, ttl: opts.ttlMs });
  // Concurrent identical requests share one database query.
  const pending = new Map<string, Promise<unknown>>();

  const { knownVersion, currentVersion } = createVersionSource(db);

  async function cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = await currentVersion();
    const hit = cache.get(key);
    if (hit && hit.version === version) return (hit.value as { v: T }).v;
    const slot = `${version}|${key}`;
    const inFlight = pending.get(slot) as Promise<T> | undefined;
    if (inFlight) return inFlight;
    const promise = load()
      .then((v) => {
        cache.set(key, { version, value: { v } });
        return v;
      })
      .finally(() => pending.delete(slot));
    pending.set(slot, promise);
    return promise;
  }

  const answers: AnswerCache = {
    async get(keys, build) {
      const version = await currentVersion();
      const hit = answerCache.get(keys[0] ?? '');
      if (hit && hit.version === version) {
        for (const key of keys.slice(1)) answerCache.set(key, hit);
        return hit.bytes;
      }
      const bytes = await build();
      for (const key of keys) answerCache.set(key, { version, bytes });
      return bytes;
    },
    peek(key) {
      const version = knownVersion();
      if (version === null) return null;
      const hit = answerCache.get(key);
      return hit && hit.version === version ? hit.bytes : null;
    },
  };

  return {
    repo: {
      ...repo,
      findService: (id: number) => cached(`service|${id}`, () => repo.findService(id)),
      listProviders: (q: ListQuery) => cached(`list|${JSON.stringify(q)}`, () => repo.listProviders(q)),
      searchProviders: (term: string, serviceId: number | null, limit: number, offset: number) =>
        cached(`search|${JSON.stringify([term, serviceId, limit, offset])}`, () => repo.searchProviders(term, serviceId, limit, offset)),
      // Category writes bump the version too (migration 0031).
      servicesWithCategories: () => cached('services', () => repo.servicesWithCategories()),
    },
    answers,
  };
}
