import { readFileSync } from 'node:fs';
import { SERVER_ENVIRONMENT, SERVER_NODE_FLAGS } from '@/scripts/server-node-flags.mjs';

// The production server's Node flags (scripts/server-node-flags.mjs): `npm start` and the
// benchmarks take them from that file; `npm run serve` names them in package.json, which cannot
// import it. A flag changed in one place and not the other would measure one server and ship
// another.
describe('the production server’s Node flags', () => {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
    .scripts;

  it.each([
    ['serve', 'scripts/serve.mjs'],
    // scripts/start.mjs then serves in its own process (docs/operating.md#restart)
    ['start', 'scripts/start.mjs'],
  ])('are the ones `npm %s` runs with, in its environment unless set', (script, file) => {
    const environment = Object.entries(SERVER_ENVIRONMENT).map(
      ([name, value]) => `${name}=\${${name}:-${value}}`,
    );
    // `exec`: the shell npm runs the script in becomes the server, so the SIGTERM npm passes on
    // (a service manager's stop, `kill`) reaches the server rather than leaving it running
    expect(scripts[script]).toBe(`${environment.join(' ')} exec node ${SERVER_NODE_FLAGS.join(' ')} ${file}`);
  });

  it('bound the young generation and the heap’s growth', () => {
    expect(SERVER_NODE_FLAGS).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^--max-semi-space-size=\d+$/),
        expect.stringMatching(/^--heap-growing-percent=\d+$/),
      ]),
    );
  });

  it.each([
    ['scripts/start.mjs', "[...SERVER_NODE_FLAGS, path.join('scripts', 'serve.mjs')]"],
    ['scripts/start.mjs', '...SERVER_ENVIRONMENT, ...process.env'],
    ['bench/support/shop-server.ts', '...SERVER_ENVIRONMENT, ...process.env'],
    ['scale-out/stack.ts', '...SERVER_ENVIRONMENT,'],
    ['bench/support/shop-server.ts', "[...SERVER_NODE_FLAGS, ...nodeFlags, 'scripts/serve.mjs']"],
    ['scale-out/stack.ts', "[...SERVER_NODE_FLAGS, 'scripts/serve.mjs']"],
  ])('%s starts the server with them', (file, call) => {
    // as prettier lays the code out, over one line or several
    expect(readFileSync(file, 'utf8').replace(/\s+/g, ' ')).toContain(call);
  });
});
