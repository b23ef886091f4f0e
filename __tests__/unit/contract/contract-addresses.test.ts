import type { CallAddress } from '@/lib/contract/address';
import * as accountAddresses from '@/lib/contract/account-addresses';
import * as bookAddresses from '@/lib/contract/book-addresses';
import * as catalogAddresses from '@/lib/contract/catalog-addresses';
import * as faceAddresses from '@/lib/contract/face-addresses';
import * as firstLoadAddresses from '@/lib/contract/first-load-addresses';
import * as lensFlowAddresses from '@/lib/contract/lens-flow-addresses';
import * as orderAddresses from '@/lib/contract/order-addresses';
import { ALL_CALLS } from '@/lib/contract/calls';

// Browser code calls by address only (no schemas in the page bundle): every address must be a
// real call of the contract, or the browser would ask for a route that does not exist. The
// addresses live in a file per part of the shop (the first-load ones apart); every export of each
// is checked.

const addressesOf = (exports: Record<string, unknown>): CallAddress[] =>
  Object.values(exports).filter(
    (value): value is CallAddress =>
      typeof value === 'object' && value !== null && 'method' in value && 'path' in value,
  );
const FILES: [string, CallAddress[]][] = [
  ['account-addresses.ts', addressesOf(accountAddresses)],
  ['book-addresses.ts', addressesOf(bookAddresses)],
  ['catalog-addresses.ts', addressesOf(catalogAddresses)],
  ['face-addresses.ts', addressesOf(faceAddresses)],
  ['first-load-addresses.ts', addressesOf(firstLoadAddresses)],
  ['lens-flow-addresses.ts', addressesOf(lensFlowAddresses)],
  ['order-addresses.ts', addressesOf(orderAddresses)],
];

describe.each(FILES)('browser call addresses in %s', (_file, addresses) => {
  it('exports addresses', () => {
    expect(addresses.length).toBeGreaterThan(0);
  });

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
  it('lists each address once across the files', () => {
    const keys = FILES.flatMap(([, addresses]) => addresses).map(
      (address) => `${address.method} ${address.path}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});
