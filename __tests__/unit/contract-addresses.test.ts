import { BROWSER_CALLS } from '@/lib/contract/addresses';
import { ALL_CALLS } from '@/lib/contract/calls';

// Browser code calls by address only (no schemas in the page bundle): every address must be a
// real call of the contract, or the browser would ask for a route that does not exist.
describe('browser call addresses', () => {
  it.each(BROWSER_CALLS.map((address) => [`${address.method} ${address.path}`, address] as const))(
    '%s is a call of the contract',
    (_name, address) => {
      expect(ALL_CALLS.some((call) => call.method === address.method && call.path === address.path)).toBe(
        true,
      );
    },
  );

  it('lists each address once', () => {
    const keys = BROWSER_CALLS.map((address) => `${address.method} ${address.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
