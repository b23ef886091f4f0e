import { BROWSER_CALLS } from '@/lib/contract/addresses';
import { FIRST_LOAD_CALLS } from '@/lib/contract/first-load-addresses';
import { ALL_CALLS } from '@/lib/contract/calls';

// Browser code calls by address only (no schemas in the page bundle): every address must be a
// real call of the contract, or the browser would ask for a route that does not exist. The
// addresses live in two files (the first-load ones apart); both are checked.
describe.each([
  ['addresses.ts', BROWSER_CALLS],
  ['first-load-addresses.ts', FIRST_LOAD_CALLS],
])('browser call addresses in %s', (_file, addresses) => {
  it.each(addresses.map((address) => [`${address.method} ${address.path}`, address] as const))(
    '%s is a call of the contract',
    (_name, address) => {
      expect(ALL_CALLS.some((call) => call.method === address.method && call.path === address.path)).toBe(
        true,
      );
    },
  );
});

describe('browser call addresses', () => {
  it('lists each address once across both files', () => {
    const keys = [...BROWSER_CALLS, ...FIRST_LOAD_CALLS].map(
      (address) => `${address.method} ${address.path}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
