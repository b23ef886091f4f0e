import { act, renderHook } from '@testing-library/react';
import { useDebouncedCallback } from '@/lib/client/use-debounced-callback';

// docs/product.md#constants "debounce 600 ms" as components use it.

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useDebouncedCallback', () => {
  it('runs once, 600 ms after the last call, with its arguments', () => {
    const act1 = jest.fn();
    const { result } = renderHook(() => useDebouncedCallback(act1));
    result.current.later('a');
    jest.advanceTimersByTime(300);
    result.current.later('ab');
    jest.advanceTimersByTime(599);
    expect(act1).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(act1).toHaveBeenCalledTimes(1);
    expect(act1).toHaveBeenCalledWith('ab');
  });

  it('runs the latest callback, so it sees the latest props', () => {
    const first = jest.fn();
    const second = jest.fn();
    const { result, rerender } = renderHook(({ run }) => useDebouncedCallback(run), {
      initialProps: { run: first },
    });
    result.current.later(1);
    rerender({ run: second });
    act(() => jest.advanceTimersByTime(600));
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledWith(1);
  });

  it('drops a pending call on cancel() and when the component goes', () => {
    const run = jest.fn();
    const { result, unmount } = renderHook(() => useDebouncedCallback(run));
    result.current.later();
    result.current.cancel();
    jest.advanceTimersByTime(1000);
    result.current.later();
    unmount();
    jest.advanceTimersByTime(1000);
    expect(run).not.toHaveBeenCalled();
  });
});
