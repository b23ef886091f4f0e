import { startLater } from '@/lib/server/platform/jobs/start-later';

// The job queue starts a few seconds after the server, so that a restart's first pages do not queue
// behind it, and a start that fails is tried again (docs/operating.md#restart).

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** A start that fails its first `failures` tries, then gives the number of the try. */
function flakyStart(failures: number) {
  const tries: number[] = [];
  const start = async () => {
    tries.push(Date.now());
    if (tries.length <= failures) throw new Error(`try ${tries.length} failed`);
    return tries.length;
  };
  return { start, tries };
}

const OPTIONS = { delayMs: 3000, retryMs: 60_000 };

describe('startLater', () => {
  it.each([
    { failures: 0, at: 3000, tries: 1 },
    { failures: 1, at: 63_000, tries: 2 },
    { failures: 2, at: 123_000, tries: 3 },
  ])('failing $failures time(s): started at $at ms, on try $tries', async ({ failures, at, tries }) => {
    const begun = Date.now();
    const flaky = flakyStart(failures);
    const errors: unknown[] = [];
    const later = startLater(flaky.start, { ...OPTIONS, onError: (error) => errors.push(error) });
    await jest.advanceTimersByTimeAsync(OPTIONS.delayMs - 1);
    expect(flaky.tries).toEqual([]);
    expect(await later.started()).toBeUndefined();
    await jest.advanceTimersByTimeAsync(at - OPTIONS.delayMs + 1);
    expect(await later.started()).toBe(tries);
    expect(flaky.tries.map((time) => time - begun)).toEqual(
      Array.from({ length: tries }, (_, index) => OPTIONS.delayMs + index * OPTIONS.retryMs),
    );
    expect(errors.map((error) => (error as Error).message)).toEqual(
      Array.from({ length: failures }, (_, index) => `try ${index + 1} failed`),
    );
    await jest.advanceTimersByTimeAsync(10 * OPTIONS.retryMs);
    expect(flaky.tries).toHaveLength(tries);
  });

  it('called off before its time, never starts', async () => {
    const flaky = flakyStart(0);
    const later = startLater(flaky.start, { ...OPTIONS, onError: () => undefined });
    await jest.advanceTimersByTimeAsync(1000);
    later.cancel();
    await jest.advanceTimersByTimeAsync(10 * OPTIONS.retryMs);
    expect(flaky.tries).toEqual([]);
    expect(await later.started()).toBeUndefined();
  });

  it('called off while a try fails, tries no more', async () => {
    let fail: (error: Error) => void = () => undefined;
    let tries = 0;
    const start = () =>
      new Promise<number>((_, reject) => {
        tries += 1;
        fail = reject;
      });
    const later = startLater(start, { ...OPTIONS, onError: () => undefined });
    await jest.advanceTimersByTimeAsync(OPTIONS.delayMs);
    expect(tries).toBe(1);
    later.cancel();
    fail(new Error('the database is away'));
    expect(await later.started()).toBeUndefined();
    await jest.advanceTimersByTimeAsync(10 * OPTIONS.retryMs);
    expect(tries).toBe(1);
  });
});
