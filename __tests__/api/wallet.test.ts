import type { WalletEntry } from '@/lib/contract/calls/wallet';
import { RefusedError } from '@/lib/contract/errors';
import { database } from '@/lib/server/platform/db/database';
import { creditWallet, debitWallet } from '@/lib/server/domain/wallet/wallet-ledger';
import { post } from '../support/call-route';
import { createShopper, type TestShopper } from '../support/shoppers';

// The wallet (docs/product.md#account-area): /api/wallet/balance and /api/wallet/history. Credit
// arrives from the shop (refunds taken as store credit, goodwill); the shopper cannot add any
// through the API.

type Balance = { balanceCents: number; currency: 'USD' };
type History = { list: WalletEntry[]; total: number; page: number; pageSize: number; pageCount: number };

const balance = (shopper: TestShopper | null, body: unknown = {}) =>
  post<Balance>('/api/wallet/balance', body, shopper?.headers);
const history = (shopper: TestShopper | null, body: unknown = {}) =>
  post<History>('/api/wallet/history', body, shopper?.headers);

let maria: TestShopper;

beforeAll(async () => {
  maria = await createShopper('wallet');
  const db = await database();
  await creditWallet(
    db,
    maria.userId,
    2_500,
    'refund',
    'Refund of order OC-20250601-0007 as store credit',
    'OC-20250601-0007',
  );
  await creditWallet(db, maria.userId, 500, 'goodwill', 'Sorry for the late delivery');
  await debitWallet(
    db,
    maria.userId,
    1_000,
    'spent',
    'Paid towards order OC-20250610-0101',
    'OC-20250610-0101',
  );
});

describe('POST /api/wallet/balance', () => {
  it('answers the sum of the wallet in US cents', async () => {
    const result = await balance(maria);
    expect(result.body.code).toBe(200);
    expect(result.body.data).toEqual({ balanceCents: 2_000, currency: 'USD' });
  });

  it('answers 0 for a new shopper', async () => {
    expect((await balance(await createShopper('wallet-new'))).body.data.balanceCents).toBe(0);
  });

  it('takes no amount: a shopper cannot add credit (422, balance unchanged)', async () => {
    const result = await balance(maria, { amountCents: 100_000 });
    expect(result.body.code).toBe(422);
    expect((await balance(maria)).body.data.balanceCents).toBe(2_000);
  });

  it('answers code 3 without a sign-in or with a dead token', async () => {
    expect((await balance(null)).body.code).toBe(3);
    expect((await history(null)).body.code).toBe(3);
    expect((await post('/api/wallet/balance', {}, { authorization: 'Bearer expired' })).body.code).toBe(3);
  });
});

describe('POST /api/wallet/history', () => {
  it('lists the entries newest first, with signed amounts and their orders', async () => {
    const result = await history(maria);
    expect(result.body.code).toBe(200);
    expect(result.body.data.total).toBe(3);
    expect(result.body.data.list.map((entry) => [entry.kind, entry.amountCents, entry.orderNumber])).toEqual([
      ['spent', -1_000, 'OC-20250610-0101'],
      ['goodwill', 500, null],
      ['refund', 2_500, 'OC-20250601-0007'],
    ]);
    expect(result.body.data.list[1]?.note).toBe('Sorry for the late delivery');
  });

  it('pages through the entries', async () => {
    const second = await history(maria, { page: 2, pageSize: 2 });
    expect(second.body.data).toMatchObject({ total: 3, page: 2, pageSize: 2, pageCount: 2 });
    expect(second.body.data.list.map((entry) => entry.kind)).toEqual(['refund']);
  });

  it.each([[{ pageSize: 500 }], [{ page: 0 }], [{ page: 'two' }], [{ userId: 1 }]])(
    'answers 422 for %j',
    async (body) => {
      expect((await history(maria, body)).body.code).toBe(422);
    },
  );

  it('shows another shopper nothing of this wallet (IDOR)', async () => {
    const tom = await createShopper('wallet-tom');
    expect((await balance(tom)).body.data.balanceCents).toBe(0);
    expect((await history(tom)).body.data).toMatchObject({ list: [], total: 0 });
  });
});

describe('the wallet ledger (for orders)', () => {
  it('refuses to spend more than the balance, and writes nothing', async () => {
    const db = await database();
    await expect(debitWallet(db, maria.userId, 2_001, 'spent', 'Too much')).rejects.toBeInstanceOf(
      RefusedError,
    );
    expect((await balance(maria)).body.data.balanceCents).toBe(2_000);
    expect((await history(maria)).body.data.total).toBe(3);
  });

  it.each([[0], [-500], [12.5], [Number.NaN]])('refuses a credit of %s cents', async (amount) => {
    const db = await database();
    await expect(creditWallet(db, maria.userId, amount, 'goodwill', 'Bad amount')).rejects.toBeInstanceOf(
      RangeError,
    );
    await expect(debitWallet(db, maria.userId, amount, 'spent', 'Bad amount')).rejects.toBeInstanceOf(
      RangeError,
    );
  });
});
