import * as consoleCalls from '@/lib/api/admin-calls';
import { ADMIN_CALLS } from '@/lib/contract/calls/admin';

// The console's islands name calls by address (no zod in the browser): each must be a call of the
// operator contract, with its method, so a renamed or moved call fails here and not in a browser.
// Every address the front door exports is checked, so a new one cannot be left out.
describe('the console’s call addresses', () => {
  it.each(Object.values(consoleCalls).map((call) => [call.path, call]))(
    '%s is an operator call of the contract',
    (_path, call) => {
      const contract = ADMIN_CALLS.find((candidate) => candidate.path === call.path);
      expect(contract).toBeDefined();
      expect(contract?.method).toBe(call.method);
    },
  );
});
