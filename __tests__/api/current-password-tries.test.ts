import { randomBytes } from 'node:crypto';
import { LOGIN_FAILURES_PER_EMAIL } from '@/lib/contract/calls/user';
import { WRONG_CURRENT_PASSWORD } from '@/lib/server/domain/accounts/profile';
import { post } from '../support/call-route';
import { createSigningInMember } from '../support/operators';
import { registerConfirmed } from '../support/registered-shopper';

// docs/security.md#current-password-tries: a wrong current password, asked again by the shoppers'
// setPassword and the console's changePassword, is a failed sign-in of the account from that
// address: past the sign-in limit the answer is 429, even for the right password, and the tries
// and the sign-ins share one count.

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const fromAddress = () => ({ 'x-oculo-peer': `10.${randomBytes(3).join('.')}` });
const tooMany = { code: 429, data: { retryAfter: expect.any(Number) as number } };

describe("a shopper's current password (POST /api/user/setPassword)", () => {
  const PASSWORD = 'glasses-and-frames';
  const NEW_PASSWORD = 'frames-and-glasses';

  async function shopper() {
    const email = `tries-${randomBytes(4).toString('hex')}@example.com`;
    const { token } = await registerConfirmed(
      { email, password: PASSWORD, firstName: 'Maria' },
      fromAddress(),
    );
    return { email, token };
  }
  const setPassword = (token: string, oldPassword: string, address: Record<string, string>) =>
    post<unknown>(
      '/api/user/setPassword',
      { oldPassword, password: NEW_PASSWORD },
      { ...bearer(token), ...address },
    );
  const login = (email: string, password: string, address: Record<string, string>) =>
    post<unknown>('/api/user/login', { email, password }, address);

  it(`refuses try ${LOGIN_FAILURES_PER_EMAIL + 1} from one address with 429, even the right password, and counts the tries as sign-ins`, async () => {
    const { email, token } = await shopper();
    const here = fromAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL; i += 1) {
      const wrong = await setPassword(token, `not it ${i}`, here);
      expect(wrong.body).toMatchObject({ code: 0, msg: WRONG_CURRENT_PASSWORD });
    }
    expect((await setPassword(token, PASSWORD, here)).body).toMatchObject(tooMany);
    // the account's sign-in from this address met the same count
    expect((await login(email, PASSWORD, here)).body).toMatchObject(tooMany);
    // from another address its owner signs in and changes the password
    expect((await login(email, PASSWORD, fromAddress())).body.code).toBe(200);
    expect((await setPassword(token, PASSWORD, fromAddress())).body.code).toBe(200);
  });

  it('is refused with 429 after failed sign-ins of the account from the address', async () => {
    const { email, token } = await shopper();
    const here = fromAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL; i += 1) {
      expect((await login(email, `not it ${i}`, here)).body.code).toBe(0);
    }
    expect((await setPassword(token, PASSWORD, here)).body).toMatchObject(tooMany);
  });
});

describe("an operator's current password (POST /api/admin/session/changePassword)", () => {
  const PASSWORD = 'a long operator password';
  const NEW_PASSWORD = 'another long operator password';

  async function signedInMember() {
    const member = await createSigningInMember('staff', PASSWORD, { secondFactor: false });
    const signedIn = await post<{ token: string }>(
      '/api/admin/session/signIn',
      { email: member.email, password: PASSWORD },
      fromAddress(),
    );
    expect(signedIn.body.code).toBe(200);
    return { email: member.email, token: signedIn.body.data.token };
  }
  const changePassword = (token: string, currentPassword: string, address: Record<string, string>) =>
    post<unknown>(
      '/api/admin/session/changePassword',
      { currentPassword, newPassword: NEW_PASSWORD },
      { ...bearer(token), ...address },
    );
  const signIn = (email: string, password: string, address: Record<string, string>) =>
    post<unknown>('/api/admin/session/signIn', { email, password }, address);

  it(`refuses try ${LOGIN_FAILURES_PER_EMAIL + 1} from one address with 429, even the right password, and counts the tries as sign-ins`, async () => {
    const { email, token } = await signedInMember();
    const here = fromAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL; i += 1) {
      const wrong = await changePassword(token, `not it ${i}`, here);
      expect(wrong.body).toMatchObject({ code: 0, msg: 'Your current password is not right.' });
    }
    expect((await changePassword(token, PASSWORD, here)).body).toMatchObject(tooMany);
    expect((await signIn(email, PASSWORD, here)).body).toMatchObject(tooMany);
    expect((await signIn(email, PASSWORD, fromAddress())).body.code).toBe(200);
    expect((await changePassword(token, PASSWORD, fromAddress())).body.code).toBe(200);
  });

  it('is refused with 429 after failed sign-ins of the member from the address', async () => {
    const { email, token } = await signedInMember();
    const here = fromAddress();
    for (let i = 0; i < LOGIN_FAILURES_PER_EMAIL; i += 1) {
      expect((await signIn(email, `not it ${i}`, here)).body.code).toBe(0);
    }
    expect((await changePassword(token, PASSWORD, here)).body).toMatchObject(tooMany);
  });
});
