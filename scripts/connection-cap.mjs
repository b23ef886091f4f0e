// How many connections one client address may hold open on scripts/serve.mjs at once
// (docs/security.md#slow-clients): past the cap a new connection is closed as it opens, so one
// address cannot fill the server with sockets it trickles bytes into.
import { isIP } from 'node:net';

/**
 * The cap without a proxy in front. A browser opens at most 6 connections to a site, so 64 leaves
 * room for ten busy shoppers behind one home or office address.
 */
export const CONNECTIONS_PER_ADDRESS = 64;
/** The most CONNECTIONS_PER_ADDRESS may be set to (lib/server/platform/config.ts checks the same). */
export const MOST_CONNECTIONS_PER_ADDRESS = 100_000;

const VARIABLE = 'CONNECTIONS_PER_ADDRESS';

/**
 * The cap from the environment; 0 is no cap. Unset, it is CONNECTIONS_PER_ADDRESS, or no cap when
 * TRUST_PROXY names a proxy in front: then every shopper's connection comes from the proxy's
 * address, and the proxy caps each shopper (docs/scaling-out.md#many-instances). TRUST_PROXY's
 * "none" values are those of lib/server/platform/client-address/client-address.ts. Throws an Error naming
 * the variable for a value it cannot use.
 *
 * @param {Record<string, string | undefined>} env
 * @returns {number}
 */
export function connectionsPerAddress(env) {
  const text = env[VARIABLE]?.trim() ?? '';
  if (text === '') return trustsAProxy(env.TRUST_PROXY) ? 0 : CONNECTIONS_PER_ADDRESS;
  const cap = Number(text);
  if (!/^\d+$/.test(text) || cap > MOST_CONNECTIONS_PER_ADDRESS) {
    throw new Error(
      `${VARIABLE} must be a whole number from 0 to ${MOST_CONNECTIONS_PER_ADDRESS} (got ${JSON.stringify(env[VARIABLE]?.slice(0, 80))})`,
    );
  }
  return cap;
}

/** @param {string | undefined} value */
function trustsAProxy(value) {
  const text = value?.trim().toLowerCase() ?? '';
  return text !== '' && text !== '0' && text !== 'false';
}

/**
 * The address a connection counts against: IPv4 as it is (also when a dual-stack socket writes it
 * "::ffff:1.2.3.4"), IPv6 by its /64, the block one household or phone is given. Undefined for a
 * socket without an address (already closed).
 *
 * @param {string | undefined} address
 * @returns {string | undefined}
 */
export function connectionAddress(address) {
  if (!address) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (isIP(address) !== 6) return address;
  const bare = address.split('%')[0].toLowerCase();
  const groups = (/** @type {string} */ part) =>
    part === '' ? [] : part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group]));
  const [head = '', tail] = bare.split('::');
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  const all = [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${all
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * Counts each address's open connections on `server` and closes (destroys) a new one past `cap`;
 * `refused` hears of each one closed. A cap of 0 counts nothing.
 *
 * @param {import('node:net').Server} server
 * @param {number} cap
 * @param {(address: string) => void} [refused]
 */
export function capConnectionsPerAddress(server, cap, refused = () => {}) {
  if (cap <= 0) return;
  /** @type {Map<string, number>} */
  const open = new Map();
  server.on('connection', (/** @type {import('node:net').Socket} */ socket) => {
    const address = connectionAddress(socket.remoteAddress);
    if (address === undefined) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      refused(address);
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
    });
  });
}
