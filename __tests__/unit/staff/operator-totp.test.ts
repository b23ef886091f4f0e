import { currentCode, newTotpSecret, stepOfCode } from '@/lib/server/domain/staff/totp';

// TOTP (RFC 6238) through otpauth; one step of clock drift either way, and the step a code belongs
// to, so the sign-in can take each code once.

const secret = newTotpSecret();
const now = Date.UTC(2026, 10, 24, 12, 0, 15);
const step = Math.floor(now / 30_000);

it('makes 160-bit base32 secrets, new each time', () => {
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(newTotpSecret()).not.toBe(secret);
});

it.each([
  ['this step', 0, step],
  ['the step before (a slow phone)', -30_000, step - 1],
  ['the step after (a fast phone)', 30_000, step + 1],
  ['two steps before', -60_000, null],
  ['two steps after', 60_000, null],
])('a code of %s matches step %s', (_what, shift, expected) => {
  expect(stepOfCode(secret, currentCode(secret, now + shift), now)).toBe(expected);
});

it.each(['', '12345', '1234567', 'abcdef', '12 456'])('refuses %j outright', (code) => {
  expect(stepOfCode(secret, code, now)).toBeNull();
});
