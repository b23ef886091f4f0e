import type { CallContract } from './call';

/**
 * Where a call lives, without its schemas: all that browser code needs to make it. The full
 * contract (lib/contract/calls) carries zod schemas, which would ship zod to every page.
 */
export interface CallAddress<C extends CallContract = CallContract> {
  method: C['method'];
  path: C['path'];
  /** Never set: carries the call's input and output types. */
  readonly contract?: C;
}

export function addressOf<C extends CallContract>(method: C['method'], path: C['path']): CallAddress<C> {
  return { method, path };
}
