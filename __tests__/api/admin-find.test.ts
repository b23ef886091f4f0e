import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ConsoleFindAnswer } from '@/lib/contract/calls/admin/find';
import { database } from '@/lib/server/platform/db/database';
import { users } from '@/lib/server/platform/db/schema';
import { createDeviceId } from '@/lib/shop/random-id';
import { post } from '../support/call-route';
import { okData, paidOrder } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { createShopper } from '../support/shoppers';

// docs/operating.md#console-search: the console header finds orders, customers, products and
// tickets, each kind only for a role that opens its area, at most five a kind.

let owner: TestOperator;
let staff: TestOperator;
let catalog: TestOperator;

beforeAll(async () => {
  [owner, staff, catalog] = await Promise.all([
    createOperator('owner'),
    createOperator('staff'),
    createOperator('catalog'),
  ]);
});

const find = (text: string, who: { headers: Record<string, string> } = owner) =>
  post<ConsoleFindAnswer>('/api/admin/find', { text }, who.headers);

const hitsOf = (answer: ConsoleFindAnswer, kind: string) =>
  answer.groups.find((group) => group.kind === kind)?.hits ?? [];

describe('POST /api/admin/find', () => {
  it('refuses no token and a shopper, and asks for two characters at least', async () => {
    const shopper = await createShopper('not-staff');
    expect((await post('/api/admin/find', { text: 'ab' })).body.code).toBe(3);
    expect((await post('/api/admin/find', { text: 'ab' }, shopper.headers)).body.code).toBe(3);
    const short = await find('a');
    expect(short.body.code).toBe(422);
  });

  it('finds an order by number, e-mail and name, with a link to its page', async () => {
    const placed = await paidOrder();
    const number = placed.order.orderNumber;
    for (const text of [number, placed.shopper.email]) {
      const hits = hitsOf(okData(await find(text)), 'orders');
      expect(hits).toContainEqual(
        expect.objectContaining({ title: number, href: `/admin/orders/${number}` }),
      );
    }
  });

  it('finds a customer by name or e-mail', async () => {
    const mark = randomBytes(4).toString('hex');
    const shopper = await createShopper(`grace-${mark}`);
    const db = await database();
    await db
      .update(users)
      .set({ firstName: 'Grace', lastName: `Hopper${mark}` })
      .where(eq(users.id, shopper.userId));
    for (const text of [`Grace Hopper${mark}`, shopper.email.toUpperCase()]) {
      expect(hitsOf(okData(await find(text)), 'customers')).toEqual([
        { title: `Grace Hopper${mark}`, detail: shopper.email, href: `/admin/customers/${shopper.userId}` },
      ]);
    }
  });

  it('finds a product by code, name or SKU, five at most', async () => {
    const db = await database();
    const { products, productVariants } = await import('@/lib/server/platform/db/schema');
    const [row] = await db
      .select({ id: products.id, code: products.code, name: products.name, sku: productVariants.sku })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .limit(1);
    if (!row) throw new Error('no product');
    for (const text of [row.code, row.sku]) {
      expect(hitsOf(okData(await find(text)), 'products')).toContainEqual(
        expect.objectContaining({ title: row.name, href: `/admin/products/${row.id}` }),
      );
    }
    // the catalog's names share words: a common one hits many, the header shows five
    expect(hitsOf(okData(await find('an')), 'products').length).toBeLessThanOrEqual(5);
  });

  it('finds a ticket by number, topic and e-mail', async () => {
    const email = `ticket-${randomBytes(4).toString('hex')}@example.com`;
    const filed = await post<{ ticketNumber: string }>(
      '/api/contact/save',
      {
        name: 'Ada Lovelace',
        topic: 'returns',
        message: 'The frame arrived bent, can I send it back?',
        email,
      },
      { 'x-device-id': createDeviceId(), 'x-oculo-peer': `10.${randomBytes(3).join('.')}` },
    );
    const { ticketNumber } = okData(filed);
    for (const text of [ticketNumber, email]) {
      expect(hitsOf(okData(await find(text)), 'tickets')).toEqual([
        expect.objectContaining({ title: ticketNumber, href: `/admin/tickets/${ticketNumber}` }),
      ]);
    }
  });

  it("answers only the kinds the member's role opens", async () => {
    const placed = await paidOrder();
    const number = placed.order.orderNumber;
    expect(okData(await find(number, owner)).groups.map((group) => group.kind)).toEqual([
      'orders',
      'customers',
      'products',
      'tickets',
    ]);
    const asStaff = okData(await find(number, staff));
    expect(asStaff.groups.map((group) => group.kind)).toEqual(['orders', 'customers', 'tickets']);
    expect(hitsOf(asStaff, 'orders')).toHaveLength(1);
    // the catalog role opens no orders: the order is not found, not even its group
    const asCatalog = okData(await find(number, catalog));
    expect(asCatalog.groups.map((group) => group.kind)).toEqual(['products']);
    expect(JSON.stringify(asCatalog)).not.toContain(number);
  });

  it('takes % and _ as themselves', async () => {
    const answer = okData(await find('%_%'));
    expect(answer.groups.every((group) => group.hits.length === 0)).toBe(true);
  });
});
