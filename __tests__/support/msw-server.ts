import type { SetupServer } from 'msw/node';

/**
 * Makes `server` (msw's setupServer) listen from the file's first test to its last. A request that no
 * handler answers is refused at once (its fetch rejects, nothing leaves the machine) and fails the
 * test that made it, even when the code under test catches the refusal: a test must say what its
 * code sends. Handlers added with `server.use` are dropped after each test; those the server was
 * set up with stay.
 */
export function startMockServer(server: SetupServer): void {
  const unhandled: string[] = [];
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request) => {
        const call = `${request.method} ${request.url}`;
        unhandled.push(call);
        throw new Error(`No msw handler answers ${call}`);
      },
    }),
  );
  afterEach(() => {
    server.resetHandlers();
    const calls = unhandled.splice(0);
    if (calls.length > 0) {
      throw new Error(
        `Requests that no msw handler answered (add one to the test):\n  ${calls.join('\n  ')}`,
      );
    }
  });
  afterAll(() => server.close());
}
