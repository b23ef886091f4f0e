// Requests handled in turns of a few, so that a busy server still takes new connections
// (docs/architecture.md#request-turns). Node's event loop (libuv 1.45 and later) accepts one new
// connection per turn of the loop. A turn that handles every request its open connections sent
// (two hundred busy keep-alive connections: some 100 ms of work) leaves a burst of new connections
// waiting in the kernel's queue, accepted one per 100 ms: the last of 200 opened at once waited
// 10 s and more (the 10-second tails measured at 200 connections). Handled at most
// REQUESTS_PER_TURN at a time, each turn stays a few milliseconds long, and the loop comes back
// to the listening socket that often; the requests themselves are handled in the order they came.

/** Requests started per turn of the event loop: a cached page's answer is about 0.5 ms of work. */
export const REQUESTS_PER_TURN = 8;

/**
 * The request listener `handle` behind a queue that starts at most `perTurn` requests per turn of
 * the event loop (each later batch in a setImmediate of its own, after the loop has polled its
 * sockets again).
 *
 * @template {unknown[]} A
 * @param {(...args: A) => void} handle
 * @param {number} [perTurn]
 * @returns {(...args: A) => void}
 */
export function inTurns(handle, perTurn = REQUESTS_PER_TURN) {
  /** @type {A[]} */
  const waiting = [];
  let head = 0;
  let scheduled = false;
  const turn = () => {
    scheduled = false;
    for (let started = 0; started < perTurn && head < waiting.length; started += 1) {
      const args = /** @type {A} */ (waiting[head]);
      waiting[head] = /** @type {A} */ (/** @type {unknown} */ (undefined));
      head += 1;
      handle(...args);
    }
    if (head === waiting.length) {
      waiting.length = 0;
      head = 0;
    } else {
      scheduled = true;
      setImmediate(turn);
    }
  };
  return (...args) => {
    waiting.push(args);
    if (!scheduled) {
      scheduled = true;
      setImmediate(turn);
    }
  };
}
