export const REQUESTS_PER_TURN: number;

/** `handle` behind a queue that starts at most `perTurn` calls per turn of the event loop (request-turns.mjs). */
export function inTurns<A extends unknown[]>(
  handle: (...args: A) => void,
  perTurn?: number,
): (...args: A) => void;
