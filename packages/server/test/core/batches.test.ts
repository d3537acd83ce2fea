import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { batched } from '../../src/lib/batches';

describe('batched (group commit)', () => {
  it('groups the calls of one turn into one run, answers each in order, and runs one batch at a time', async () => {
    const runs: number[][] = [];
    let running = 0;
    const double = batched(async (xs: number[]) => {
      running++;
      assert.equal(running, 1, 'one batch at a time');
      runs.push(xs);
      await new Promise((r) => setTimeout(r, 10));
      running--;
      return xs.map((x) => x * 2);
    }, 3);
    const first = [1, 2, 3, 4, 5].map(double);
    // Calls made while a batch runs wait for the next one.
    await new Promise((r) => setTimeout(r, 1));
    const later = [6, 7].map(double);
    assert.deepEqual(await Promise.all([...first, ...later]), [2, 4, 6, 8, 10, 12, 14]);
    assert.deepEqual(runs, [[1, 2, 3], [4, 5, 6], [7]]);
  });

  it('a batch that fails runs again one call at a time: only the bad call fails', async () => {
    const runs: string[][] = [];
    const upper = batched(async (xs: string[]) => {
      runs.push(xs);
      if (xs.includes('bad')) throw new Error('bad item');
      return xs.map((x) => x.toUpperCase());
    }, 10);
    const answers = await Promise.allSettled(['a', 'bad', 'c'].map(upper));
    assert.deepEqual(
      answers.map((a) => (a.status === 'fulfilled' ? a.value : (a.reason as Error).message)),
      ['A', 'bad item', 'C'],
    );
    assert.deepEqual(runs, [['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });
});
