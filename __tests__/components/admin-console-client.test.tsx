import { http, HttpResponse } from 'msw';
import { isApiError } from '@/lib/api';
import { operatorChangePassword, staffUpdate } from '@/lib/api/admin-calls';
import { callConsole, signInAddress } from '@/lib/api/admin-client';
import { OPERATOR_COOKIE, TOKEN_COOKIE } from '@/lib/shop/cookie-names';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from '../client/api/api-test-server';

// The console's client (docs/operating.md#console): the operator's cookie as the bearer token, the
// envelope unwrapped, and a session that ended sends the operator to sign in again.

startApiTestServer();

let authorizations: (string | null)[];

beforeEach(() => {
  configureForTest({ getToken: () => 'tok_shopper' });
  authorizations = [];
  document.cookie = `${OPERATOR_COOKIE}=tok_operator; path=/`;
  document.cookie = `${TOKEN_COOKIE}=tok_shopper; path=/`;
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom: "navigation not implemented"
});

afterEach(() => jest.restoreAllMocks());

function answer(path: string, reply: () => Response) {
  server.use(
    http.post(`${SHOP}${path}`, ({ request }) => {
      authorizations.push(request.headers.get('authorization'));
      return reply();
    }),
  );
}

const member = {
  id: 7,
  email: 'sam@oculo.test',
  name: 'Sam',
  role: 'staff',
  twoFactor: false,
  hasPassword: true,
  disabled: true,
  locked: false,
  createdAt: '',
  lastSignInAt: null,
};

describe('callConsole', () => {
  it('sends the operator’s token, never the shopper’s, and answers the data', async () => {
    answer('/api/admin/staff/update', () => envelope(200, 'success', member));
    await expect(callConsole(staffUpdate, { id: 7, disabled: true })).resolves.toEqual(member);
    expect(authorizations).toEqual(['Bearer tok_operator']);
  });

  it('rejects with the shop’s message and the fields of a 422', async () => {
    answer('/api/admin/session/changePassword', () =>
      envelope(422, 'Choose a password of at least 12 characters.', {
        fields: { newPassword: 'Choose a password of at least 12 characters.' },
      }),
    );
    const error: unknown = await callConsole(operatorChangePassword, {
      currentPassword: 'a',
      newPassword: 'b',
    }).catch((failure: unknown) => failure);
    expect(isApiError(error) && error.code).toBe(422);
    expect(isApiError(error) && error.data).toEqual({
      fields: { newPassword: 'Choose a password of at least 12 characters.' },
    });
  });

  it('forgets the console cookie when the session is over (code 3), and keeps the shopper’s', async () => {
    answer('/api/admin/staff/update', () => envelope(3, 'Please sign in to the operator console.'));
    const error: unknown = await callConsole(staffUpdate, { id: 7 }).catch((failure: unknown) => failure);
    expect(isApiError(error) && error.message).toBe('Your console session has ended. Please sign in again.');
    expect(document.cookie).not.toContain(OPERATOR_COOKIE);
    expect(document.cookie).toContain(`${TOKEN_COOKIE}=tok_shopper`);
  });

  it('never sends a change twice: a POST that failed on the server is not retried', async () => {
    answer('/api/admin/staff/update', () =>
      HttpResponse.json({ code: 500, msg: 'Server fault', data: null }, { status: 500 }),
    );
    const error: unknown = await callConsole(staffUpdate, { id: 7 }).catch((failure: unknown) => failure);
    expect(isApiError(error) && error.status).toBe(500);
    expect(authorizations).toHaveLength(1);
  });

  it.each([
    [undefined, '/admin/sign-in'],
    ['/admin', '/admin/sign-in'],
    ['/admin/orders?page=2', '/admin/sign-in?next=%2Fadmin%2Forders%3Fpage%3D2'],
  ])('signs in again from %s through %s', (from, address) => {
    expect(signInAddress(from)).toBe(address);
  });
});
