import type { OrderDetail } from '@/lib/contract/calls/order';
import { post } from '../support/call-route';
import { GB_ADDRESS, okData, orderRow, US_ADDRESS } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { adminOrders, auditLinesOf, readableMail, shopOrder } from '../support/operator-orders';
import { mailTo, useTestOutbox } from '../support/outbox';

// Changes an operator makes to an order before it ships (docs/operating.md#before-shipping): the
// shipping address (checked as the checkout checks it, refused once shipped, the shopper told), and
// the staff's internal notes, which no shopper's answer ever carries.

let outbox = '';
let staff: TestOperator;
let owner: TestOperator;
let catalog: TestOperator;

beforeAll(async () => {
  outbox = await useTestOutbox();
  staff = await createOperator('staff');
  owner = await createOperator('owner');
  catalog = await createOperator('catalog');
});

const NEW_ADDRESS = {
  ...US_ADDRESS,
  firstName: 'Grace',
  lastName: 'Hopper',
  province: 'NY',
  city: 'New York',
  line1: '5 Broadway',
  line2: 'Apt 7',
  postcode: '10004',
};

const editAddress = (operator: TestOperator, number: string, address: object) =>
  adminOrders(operator, 'editAddress', { number, address });

const shopperOrder = async (number: string, headers: Record<string, string>) =>
  okData(await post<OrderDetail>('/api/order/info', { orderNumber: number }, headers));

describe('/api/admin/orders/editAddress', () => {
  it('changes the address of a paid order before it ships: history line, mail, audit', async () => {
    const started = Date.now();
    const paid = await shopOrder();
    const edited = okData(await editAddress(staff, paid.number, NEW_ADDRESS));
    expect(edited.address).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      province: 'New York',
      line1: '5 Broadway',
      line2: 'Apt 7',
      countryName: 'United States',
      summary: 'Grace Hopper, 5 Broadway, Apt 7, New York, New York 10004, United States',
    });
    expect(edited.history.at(-1)).toMatchObject({
      fromStatus: 1,
      status: 1,
      actor: 'operator',
      note: 'Shipping address changed',
    });
    expect(edited.name).toBe('Grace Hopper');
    // the shopper's order shows the new address and the line
    const mine = await shopperOrder(paid.number, paid.shopper.headers);
    expect(JSON.stringify(mine)).toContain('5 Broadway');
    expect(JSON.stringify(mine)).toContain('Shipping address changed');
    const mail = readableMail(
      await mailTo(outbox, paid.shopper.email, 'The shipping address of your Oculo order', started - 1000),
    );
    expect(mail).toContain('Grace Hopper, 5 Broadway, Apt 7, New York, New York 10004, United States');
    expect(await auditLinesOf(paid.number)).toEqual([
      expect.objectContaining({
        action: 'order.address',
        actorEmail: staff.email,
        before: { address: expect.objectContaining({ line1: '12 Main St' }) },
        after: { address: expect.objectContaining({ line1: '5 Broadway' }) },
      }),
    ]);
  });

  it('an owner may too, on an unpaid order', async () => {
    const unpaid = await shopOrder({ paid: false });
    expect(okData(await editAddress(owner, unpaid.number, NEW_ADDRESS)).address.line1).toBe('5 Broadway');
  });

  it('422 names each field the checkout would refuse', async () => {
    const paid = await shopOrder();
    const bad = await editAddress(staff, paid.number, {
      ...NEW_ADDRESS,
      firstName: '',
      postcode: 'nope',
      phone: 'x',
    });
    expect(bad.body.code).toBe(422);
    expect(Object.keys((bad.body.data as unknown as { fields: object }).fields).sort()).toEqual(
      ['address.firstName', 'address.phone', 'address.postcode'].sort(),
    );
    const province = await editAddress(staff, paid.number, { ...NEW_ADDRESS, province: 'Atlantis' });
    expect(province.body).toMatchObject({
      code: 422,
      data: { fields: { 'address.province': 'Choose a state or province from the list.' } },
    });
    expect((await orderRow(paid.number)).address.line1).toBe('12 Main St');
  });

  it('refuses another country, and once the order has shipped', async () => {
    const paid = await shopOrder();
    expect((await editAddress(staff, paid.number, GB_ADDRESS)).body).toMatchObject({
      code: 0,
      msg: 'The shipping was paid for another country: the new address must be in the same country.',
    });
    okData(
      await adminOrders(staff, 'ship', { number: paid.number, carrier: 'DHL', trackingNumber: '1234567890' }),
    );
    expect(okData(await adminOrders(staff, 'info', { number: paid.number })).actions.editAddress).toBe(false);
    expect((await editAddress(staff, paid.number, NEW_ADDRESS)).body).toMatchObject({
      code: 0,
      msg: 'This order has already shipped (it is Shipped), so its address can no longer change.',
    });
    expect((await orderRow(paid.number)).address.line1).toBe('12 Main St');
  });

  it('a shopper’s token, or a catalog member, does not open it', async () => {
    const paid = await shopOrder();
    const asShopper = await post(
      '/api/admin/orders/editAddress',
      { number: paid.number, address: NEW_ADDRESS },
      paid.shopper.headers,
    );
    expect(asShopper.body.code).toBe(3);
    expect((await editAddress(catalog, paid.number, NEW_ADDRESS)).body.code).toBe(403);
    expect((await orderRow(paid.number)).address.line1).toBe('12 Main St');
  });
});

describe('/api/admin/orders/addNote: for the staff only', () => {
  const SECRET = 'Shopper rang: call back before 5pm, ask for the frame in blue';

  it('keeps the note with its author and time; the shopper’s answers never carry it', async () => {
    const paid = await shopOrder();
    const noted = okData(await adminOrders(staff, 'addNote', { number: paid.number, body: `  ${SECRET}  ` }));
    expect(noted.notes).toEqual([{ body: SECRET, by: staff.email, at: expect.any(String) }]);
    const second = okData(await adminOrders(owner, 'addNote', { number: paid.number, body: 'Called back.' }));
    expect(second.notes.map((note) => [note.body, note.by])).toEqual([
      [SECRET, staff.email],
      ['Called back.', owner.email],
    ]);
    // the status history is the shopper's too: the note is not in it
    expect(JSON.stringify(second.history)).not.toContain('call back');
    expect(JSON.stringify(await shopperOrder(paid.number, paid.shopper.headers))).not.toContain('call back');
    const list = okData(await post('/api/order/list', { page: 1, pageSize: 20 }, paid.shopper.headers));
    expect(JSON.stringify(list)).not.toContain('call back');
    expect((await auditLinesOf(paid.number)).map((line) => line.action)).toEqual([
      'order.note',
      'order.note',
    ]);
  });

  it('422 for an empty note or one over 2,000 characters; a shopper’s token is refused', async () => {
    const paid = await shopOrder();
    for (const body of ['', '   ', 'x'.repeat(2001)])
      expect((await adminOrders(staff, 'addNote', { number: paid.number, body })).body.code).toBe(422);
    expect(
      okData(await adminOrders(staff, 'addNote', { number: paid.number, body: 'x'.repeat(2000) })).notes,
    ).toHaveLength(1);
    const asShopper = await post(
      '/api/admin/orders/addNote',
      { number: paid.number, body: 'hi' },
      paid.shopper.headers,
    );
    expect(asShopper.body.code).toBe(3);
    expect((await adminOrders(catalog, 'addNote', { number: paid.number, body: 'hi' })).body.code).toBe(403);
    expect((await adminOrders(staff, 'addNote', { number: 'OC250101-AAAAAA', body: 'hi' })).body.code).toBe(
      404,
    );
  });
});

describe('"Partly refunded": some of the money back, not all (docs/operating.md#partly-refunded)', () => {
  it('the console list and order, and the shopper’s order and list say it; not before, not once all is back', async () => {
    const paid = await shopOrder();
    const labels = async () => {
      const console = okData(
        await adminOrders<{ list: { number: string; refundLabel: string | null }[] }>(staff, 'list', {
          search: paid.number,
        }),
      ).list;
      const mine = okData(
        await post<{ list: { orderNumber: string; refundLabel: string | null }[] }>(
          '/api/order/list',
          {},
          paid.shopper.headers,
        ),
      ).list;
      return [
        console.find((row) => row.number === paid.number)?.refundLabel,
        okData(await adminOrders(staff, 'info', { number: paid.number })).refundLabel,
        (await shopperOrder(paid.number, paid.shopper.headers)).refundLabel,
        mine.find((row) => row.orderNumber === paid.number)?.refundLabel,
      ];
    };
    expect(await labels()).toEqual([null, null, null, null]);
    const refund = async (amountCents: number) =>
      okData(
        await adminOrders(staff, 'refund', {
          number: paid.number,
          amountCents,
          destination: 'wallet',
          reason: 'Scratched case',
        }),
      );
    await refund(1_000);
    expect(await labels()).toEqual(Array(4).fill('Partly refunded'));
    await refund(paid.order.totalCents - 1_000);
    expect(await labels()).toEqual([null, null, null, null]);
    expect((await orderRow(paid.number)).status).toBe(5);
  });
});
