// A tiny external store for React's useSyncExternalStore: no dependency, no context provider.

export type Listener = () => void;
export type StateUpdate<S> = Partial<S> | ((state: S) => Partial<S>);

export interface Store<S> {
  getState(): S;
  /** Merges the update into the state and notifies the listeners, unless nothing changed. */
  setState(update: StateUpdate<S>): void;
  subscribe(listener: Listener): () => void;
}

export function createStore<S extends object>(initialState: S): Store<S> {
  let state = initialState;
  const listeners = new Set<Listener>();

  return {
    getState: () => state,
    setState(update) {
      const patch = typeof update === 'function' ? update(state) : update;
      const changed = (Object.keys(patch) as (keyof S)[]).some((key) => !Object.is(patch[key], state[key]));
      if (!changed) return;
      state = { ...state, ...patch };
      listeners.forEach((listener) => listener());
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
