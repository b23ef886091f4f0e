import { DEFAULT_MAX_BODY_BYTES } from '@/lib/contract/call';
import { ALL_CALLS } from '@/lib/contract/calls';

// docs/security.md#session-before-body: a call that takes files says so (`uploads`), so the adapter
// reads its form with a limit per file and charges a shopper's upload to the address before reading.
// A larger body cap without it would take files of any size, uncharged.

const takingFiles = ALL_CALLS.filter((call) => call.uploads !== undefined);

describe('calls that take files', () => {
  it('are the calls whose body may be larger than a JSON call’s', () => {
    const large = ALL_CALLS.filter(
      (call) => (call.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES) > DEFAULT_MAX_BODY_BYTES,
    );
    expect(takingFiles.map((call) => call.path).sort()).toEqual(large.map((call) => call.path).sort());
  });

  it.each(takingFiles.map((call) => [call.path, call] as const))(
    '%s has room in its body for all its files',
    (_path, call) => {
      const { files, fileBytes } = call.uploads ?? { files: 0, fileBytes: 0 };
      expect(files).toBeGreaterThan(0);
      expect(call.method).toBe('POST');
      expect(call.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES).toBeGreaterThanOrEqual(files * fileBytes);
    },
  );
});
