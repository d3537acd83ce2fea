/**
 * How the provider lists and searches read rows: raw statements on either driver (as
 * prepared statements on PostgreSQL), and the card every list and search page shows, with
 * its price, in SQL and as a row.
 */
import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../../db/client';

export interface ProviderListRow {
  id: number;
  name: string;
  image: string | null;
  rateAvg: number;
  /** How many ratings the average is of. */
  rateCount: number;
  /** Halalas; null when the provider offers no service (search over all providers). */
  price: number | null;
}

/** Rows of a raw query, whichever driver (PGlite or node-postgres) ran it. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

const dialect = new PgDialect();

/**
 * rowsOf as a named prepared statement on PostgreSQL (each pooled connection parses and
 * plans it once, then reuses the plan): planning the list's statement costs more than
 * running it. The name is the hash of the text, so every shape of the statement (sort,
 * filters) is its own statement. PGlite runs it as rowsOf does.
 */
export async function preparedRowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return rowsOf<T>(db, query);
  return preparedOn<T>(client, query);
}

/** `query` as a named prepared statement on `pool`, named by the hash of its text. */
export async function preparedOn<T>(pool: pg.Pool, query: SQL): Promise<T[]> {
  const q = dialect.sqlToQuery(query);
  const name = `souq_${createHash('sha1').update(q.sql).digest('hex').slice(0, 16)}`;
  const res = await pool.query({ name, text: q.sql, values: q.params as unknown[] });
  return res.rows as T[];
}

/** An int[] parameter. */
export const intArray = (ids: number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/** A page row with the total of the whole result (one statement answers both). */
export type PageRow = {
  total: number;
  id: number | null;
  name: string;
  image: string | null;
  rate_avg: number;
  rate_count: number;
  price: number | null;
};

/** Rows of a paged statement → the page and the total (the total row is there even past the last page). */
export function toPage(rows: PageRow[]): { rows: ProviderListRow[]; total: number } {
  return {
    total: Number(rows[0]?.total ?? 0),
    rows: rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: Number(r.id),
        name: r.name,
        image: r.image,
        rateAvg: Number(r.rate_avg),
        rateCount: Number(r.rate_count),
        price: r.price === null ? null : Number(r.price),
      })),
  };
}

/**
 * The provider's price in a list: that service's price, or (all services) their lowest —
 * evaluated for the page's rows only.
 */
export const priceOf = (serviceId: number | null): SQL =>
  serviceId === null
    ? sql`(select min(o.price) from provider_services o where o.provider_id = p.id)`
    : sql`(select o.price from provider_services o where o.provider_id = p.id and o.service_id = ${serviceId})`;

/** A page's cards (`p` = providers), the price as the list shows it. */
export const cardsSelect = (serviceId: number | null): SQL =>
  sql`select 0 as total, p.id, p.name, p.image, p.rate_avg, p.rate_count, ${priceOf(serviceId)} as price`;
