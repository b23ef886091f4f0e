import { debounce, withMinimumDelay } from '@/lib/shop/timing';

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('docs/product.md#constants: debounce (default 600 ms)', () => {
  it.each([
    [599, 0],
    [600, 1],
    [1000, 1],
  ])('after %i ms of quiet the call has run %i times', (elapsed, calls) => {
    const search = jest.fn();
    const debounced = debounce(search);
    debounced('frames');
    jest.advanceTimersByTime(elapsed);
    expect(search).toHaveBeenCalledTimes(calls);
  });

  it('runs once with the last arguments after a burst of calls', () => {
    const search = jest.fn<void, [string]>();
    const debounced = debounce(search, 300);
    debounced('r');
    jest.advanceTimersByTime(200);
    debounced('ra');
    jest.advanceTimersByTime(200);
    debounced('ray');
    jest.advanceTimersByTime(299);
    expect(search).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(search).toHaveBeenCalledTimes(1);
    expect(search).toHaveBeenCalledWith('ray');
  });

  it('cancel() drops the pending call, and later calls still work', () => {
    const save = jest.fn();
    const debounced = debounce(save);
    debounced();
    debounced.cancel();
    jest.advanceTimersByTime(5000);
    expect(save).not.toHaveBeenCalled();
    debounced();
    jest.advanceTimersByTime(600);
    expect(save).toHaveBeenCalledTimes(1);
  });
});

describe('docs/product.md#constants: fetch minimum delay (default 200 ms)', () => {
  function track<T>(promise: Promise<T>): { settled: () => boolean } {
    let settled = false;
    promise.then(
      () => {
        settled = true;
      },
      () => {
        settled = true;
      },
    );
    return { settled: () => settled };
  }

  it.each([
    ['a promise', (): Promise<string> | (() => Promise<string>) => Promise.resolve('ok')],
    ['a function', (): Promise<string> | (() => Promise<string>) => () => Promise.resolve('ok')],
  ])('a fast answer from %s waits until 200 ms', async (_label, makeWork) => {
    const result = withMinimumDelay(makeWork());
    const state = track(result);
    await jest.advanceTimersByTimeAsync(199);
    expect(state.settled()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe('ok');
  });

  it('a slow answer is not delayed further', async () => {
    const slow = new Promise<number>((resolve) => setTimeout(() => resolve(7), 500));
    const result = withMinimumDelay(slow, 200);
    const state = track(result);
    await jest.advanceTimersByTimeAsync(499);
    expect(state.settled()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(7);
  });

  it.each([
    ['a rejected promise', () => Promise.reject(new Error('offline'))],
    [
      'a function that throws',
      () => (): Promise<never> => {
        throw new Error('offline');
      },
    ],
  ])('a fast failure from %s rejects no sooner than the delay', async (_label, makeWork) => {
    const result = withMinimumDelay(makeWork(), 300);
    const state = track(result);
    await jest.advanceTimersByTimeAsync(299);
    expect(state.settled()).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(result).rejects.toThrow('offline');
  });
});
