/**
 * For the EXPLAIN scripts: records what node-postgres sends while a repository call runs, then
 * prints each recorded statement with its EXPLAIN (ANALYZE, BUFFERS) plan as Markdown.
 */
import pg from 'pg';
import { sortedTimings } from './timings';

/** A statement, its parameters and the session settings of the connection it ran on (`-c k=v …`, see poolWithSettings). */
export type Recorded = { text: string; values: unknown[]; options: string };

let recording: Recorded[] | null = null;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const [q, v] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  if (recording) {
    const text = typeof q === 'string' ? q : q.text;
    const values = (typeof q === 'string' ? v : (q.values ?? v)) ?? [];
    if (!/^\s*(begin|commit|rollback)\b/i.test(text))
      recording.push({
        text,
        values,
        options: (this as unknown as { connectionParameters?: { options?: string } }).connectionParameters?.options ?? '',
      });
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** Runs `call` `runs` times for its timings, then once more recording its statements. */
export async function timeAndRecord(call: () => Promise<unknown>, runs: number) {
  const times = await sortedTimings(call, runs);
  recording = [];
  await call();
  const statements = recording;
  recording = null;
  const ms = (q: number) => times[Math.min(times.length - 1, Math.floor(times.length * q))]!.toFixed(1);
  return { statements, min: ms(0), median: ms(0.5) };
}

/** Prints every statement with its plan, under the settings (`select set_config`) sent before it, in the same transaction. */
export async function explainStatements(client: pg.Client, statements: Recorded[]) {
  for (const [k, s] of statements.entries()) {
    if (/^\s*select set_config/i.test(s.text)) {
      console.log('```sql\n' + s.text.trim() + '\n```\n');
      continue;
    }
    await client.query('begin');
    // The connection's own settings (a pool opened with them), then those sent before it.
    for (const m of s.options.matchAll(/-c ([\w.]+)=(\S+)/g)) await client.query('select set_config($1, $2, true)', [m[1], m[2]]);
    // The settings in force when the statement ran: those sent before it, in order.
    for (const setting of statements.slice(0, k).filter((x) => /^\s*select set_config/i.test(x.text)))
      await client.query(setting.text, setting.values as unknown[]);
    const res = await client.query(`explain (analyze, buffers) ${s.text}`, s.values as unknown[]);
    await client.query('rollback');
    console.log('```sql\n' + s.text.replace(/\s+\n/g, '\n').trim() + '\n-- params: ' + JSON.stringify(s.values).slice(0, 300) + '\n```\n');
    console.log('```\n' + res.rows.map((r) => r['QUERY PLAN']).join('\n') + '\n```\n');
  }
}
