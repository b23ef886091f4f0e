import { createStore } from '@/lib/client/create-store';

describe('createStore', () => {
  it('merges updates and notifies subscribers', () => {
    const store = createStore({ a: 1, b: 'x' });
    const listener = jest.fn();
    store.subscribe(listener);
    store.setState({ a: 2 });
    expect(store.getState()).toEqual({ a: 2, b: 'x' });
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('accepts an updater and skips no-op updates', () => {
    const store = createStore({ n: 1 });
    const listener = jest.fn();
    store.subscribe(listener);
    const before = store.getState();
    store.setState((state) => ({ n: state.n }));
    expect(store.getState()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
    store.setState((state) => ({ n: state.n + 1 }));
    expect(store.getState().n).toBe(2);
  });

  it('stops notifying after unsubscribe', () => {
    const store = createStore({ n: 0 });
    const listener = jest.fn();
    const unsubscribe = store.subscribe(listener);
    unsubscribe();
    store.setState({ n: 1 });
    expect(listener).not.toHaveBeenCalled();
  });
});
