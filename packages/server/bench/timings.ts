/** `runs` timings of `call` in milliseconds, one call after the other, sorted from the fastest. */
export async function sortedTimings(call: () => unknown, runs: number): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call();
    times.push(performance.now() - t0);
  }
  return times.sort((a, b) => a - b);
}
