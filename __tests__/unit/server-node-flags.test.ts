import { readFileSync } from 'node:fs';
import { SERVER_NODE_FLAGS } from '@/scripts/server-node-flags.mjs';

// The production server's Node flags (scripts/server-node-flags.mjs, issue 22 point 3): `npm start`
// and the benchmarks take them from that file; `npm run serve` names them in package.json, which
// cannot import it. A flag changed in one place and not the other would measure one server and
// ship another.
describe('the production server’s Node flags', () => {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> })
    .scripts;

  it('are the ones `npm run serve` starts the server with', () => {
    expect(scripts.serve).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/serve.mjs`);
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
    ['bench/support/shop-server.ts', "[...SERVER_NODE_FLAGS, ...nodeFlags, 'scripts/serve.mjs']"],
    ['scale-out/stack.ts', "[...SERVER_NODE_FLAGS, 'scripts/serve.mjs']"],
  ])('%s starts the server with them', (file, call) => {
    expect(readFileSync(file, 'utf8')).toContain(call);
  });
});
