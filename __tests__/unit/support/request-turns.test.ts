import { inTurns, REQUESTS_PER_TURN } from '../../../scripts/request-turns.mjs';

// docs/architecture.md#request-turns: scripts/serve.mjs starts at most REQUESTS_PER_TURN requests per
// turn of the event loop, so the loop comes back to its sockets (and takes a new connection) between
// batches instead of after every waiting request.

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

it('starts at most a few requests a turn, in the order they came, and the rest on later turns', async () => {
  const started: number[] = [];
  const answer = inTurns((id: number) => started.push(id), 8);
  for (let id = 1; id <= 20; id += 1) answer(id);
  expect(started).toEqual([]);
  await nextTurn();
  expect(started).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  await nextTurn();
  expect(started).toHaveLength(16);
  await nextTurn();
  expect(started).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
});

it('lets other work of the loop run between two batches', async () => {
  const events: string[] = [];
  const answer = inTurns((id: number) => events.push(`request ${id}`), 2);
  for (let id = 1; id <= 5; id += 1) answer(id);
  // what the loop does between turns: here, a callback queued after the requests
  const other = () =>
    new Promise<void>((resolve) =>
      setImmediate(() => {
        events.push('other work');
        resolve();
      }),
    );
  await other();
  await other();
  await nextTurn();
  expect(events).toEqual([
    'request 1',
    'request 2',
    'other work',
    'request 3',
    'request 4',
    'other work',
    'request 5',
  ]);
});

it('starts a request that comes after the queue emptied on the next turn', async () => {
  const started: string[] = [];
  const answer = inTurns((id: string) => started.push(id));
  answer('first');
  await nextTurn();
  answer('later');
  await nextTurn();
  expect(started).toEqual(['first', 'later']);
  expect(REQUESTS_PER_TURN).toBeGreaterThan(1);
});
