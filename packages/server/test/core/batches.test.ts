import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { batched } from '../../src/lib/batches';

const tick = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('batched (group commit)', () => {
  it('groups the calls of one turn into one run and answers each in order', async () => {
    const runs: number[][] = [];
    const double = batched(
      async (xs: number[]) => {
        runs.push(xs);
        await tick(5);
        return xs.map((x) => x * 2);
      },
      { maxItems: 3, maxInFlight: 1, key: (x) => x },
    );
    const first = [1, 2, 3, 4, 5].map(double);
    // Calls made while a batch runs wait for the next one.
    await tick(1);
    const later = [6, 7].map(double);
    assert.deepEqual(await Promise.all([...first, ...later]), [2, 4, 6, 8, 10, 12, 14]);
    assert.deepEqual(runs, [[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('runs batches at once up to maxInFlight, never two with the same key, and keeps each key in arrival order', async () => {
    const roomsRunning = new Set<number>();
    let runs = 0;
    let peakRuns = 0;
    const batches: string[][] = [];
    const store = batched(
      async (xs: { room: number; n: number }[]) => {
        for (const x of xs) assert.ok(!roomsRunning.has(x.room), `room ${x.room} in two runs at once`);
        const rooms = new Set(xs.map((x) => x.room));
        for (const r of rooms) roomsRunning.add(r);
        peakRuns = Math.max(peakRuns, ++runs);
        const ids = xs.map((x) => `${x.room}:${x.n}`);
        batches.push(ids);
        await tick(5);
        runs--;
        for (const r of rooms) roomsRunning.delete(r);
        return ids;
      },
      { maxItems: 2, maxInFlight: 2, key: (x) => x.room },
    );
    // Room 1 sends five, rooms 2 and 3 one each, all at once.
    const answers = await Promise.all([1, 1, 2, 1, 3, 1, 1].map((room, n) => store({ room, n })));
    assert.deepEqual(answers, ['1:0', '1:1', '2:2', '1:3', '3:4', '1:5', '1:6']);
    // The first run takes room 1's first two, the second rooms 2 and 3 at the same time.
    assert.deepEqual(batches.slice(0, 2), [
      ['1:0', '1:1'],
      ['2:2', '3:4'],
    ]);
    assert.equal(peakRuns, 2);
    assert.deepEqual(
      batches.flat().filter((id) => id.startsWith('1:')),
      ['1:0', '1:1', '1:3', '1:5', '1:6'],
    );
  });

  it('a batch that fails runs again one call at a time: only the bad call fails', async () => {
    const runs: string[][] = [];
    const upper = batched(
      async (xs: string[]) => {
        runs.push(xs);
        if (xs.includes('bad')) throw new Error('bad item');
        return xs.map((x) => x.toUpperCase());
      },
      { maxItems: 10, maxInFlight: 1, key: (x) => x },
    );
    const answers = await Promise.allSettled(['a', 'bad', 'c'].map(upper));
    assert.deepEqual(
      answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message)),
      ['A', 'bad item', 'C'],
    );
    assert.deepEqual(runs, [['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });
});
