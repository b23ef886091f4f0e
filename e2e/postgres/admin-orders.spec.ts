import { apiData, ownerAndStaff, holdConsoleToken } from '../support/console';
import {
  guestTicket,
  outboxMails,
  paidOrder,
  requestAfterSales,
  shipOrder,
  type ShopperOrder,
} from '../support/console-orders';
import { expect, test, type Page } from '../support/test';

// The console's working day on PostgreSQL: staff checks a prescription order, takes it through the
// lab's stages and ships it (the shopper sees Shipped and the tracking link, the mail is in the
// outbox), refunds half of an order through the demo provider and all of another to the wallet, answers two after-sales requests and
// a guest's ticket, and the owner reads every action in the audit log.

test.describe.configure({ mode: 'serial' });

let team: Awaited<ReturnType<typeof ownerAndStaff>>;

test.beforeAll(async ({ request }) => {
  team = await ownerAndStaff(request, 'orders');
});

async function asStaff(page: Page, baseURL: string | undefined) {
  await holdConsoleToken(page, baseURL, team.staff.token);
}

async function openOrder(page: Page, orderNumber: string) {
  await page.goto('/admin/orders');
  await page.getByLabel('Search').fill(orderNumber);
  await page.getByTestId('filters-apply').click();
  await expect(page).toHaveURL(new RegExp(`search=${orderNumber}`));
  const table = page.getByRole('table', { name: 'Orders' });
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('link', { name: orderNumber }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
}

let shipped: ShopperOrder;

test('staff checks a prescription order and ships it; the shopper sees the tracking link', async ({
  page,
  request,
  baseURL,
}) => {
  shipped = await paidOrder(request, 'prescription');
  await asStaff(page, baseURL);
  await openOrder(page, shipped.orderNumber);
  await expect(page.getByTestId('order-status')).toContainText('Prescription not checked yet');
  // no shipping before the prescription is confirmed
  await expect(page.getByTestId('order-action-ship')).toHaveCount(0);

  await page.getByTestId('order-show-prescription').click();
  const values = page.getByTestId('order-prescription');
  await expect(values.getByRole('row', { name: /OD/ })).toContainText('−1.50');
  await expect(values.getByRole('row', { name: /OS/ })).toContainText('−1.25');

  // docs/operating.md#optician-check: without the owner's permission, Confirm stays disabled
  await page.getByTestId('order-action-checkPrescription').click();
  let check = page.getByRole('dialog', { name: 'Check the prescription' });
  await expect(check.getByTestId('check-prescription-flags')).toContainText('Nothing unusual');
  await expect(check.getByTestId('check-prescription-confirm')).toBeDisabled();
  await expect(check.getByTestId('check-prescription-why')).toContainText('an owner grants that');
  await check.getByRole('button', { name: 'Cancel' }).click();

  // the owner lets the staff member confirm; the member adds their licence number on their account page
  const owner = { authorization: `Bearer ${team.owner.token}` };
  const { data: members } = (await (
    await request.get('/api/admin/staff/list', { headers: owner })
  ).json()) as {
    data: { list: { id: number; email: string }[] };
  };
  const member = members.list.find((one) => one.email === team.staff.email);
  await apiData(request, '/api/admin/staff/update', { id: member?.id, mayConfirmPrescriptions: true }, owner);
  await page.goto('/admin/account');
  await expect(page.getByTestId('account-may-confirm')).toHaveText('You may confirm prescriptions.');
  await page.getByTestId('profile-licence').fill('OPT-2231');
  await page.getByTestId('profile-submit').click();
  await expect(page.getByTestId('profile-done')).toBeVisible();
  await openOrder(page, shipped.orderNumber);

  await page.getByTestId('order-action-checkPrescription').click();
  check = page.getByRole('dialog', { name: 'Check the prescription' });
  const items = check.getByTestId('check-prescription-checklist').getByRole('checkbox');
  await expect(items).toHaveCount(4);
  const confirm = check.getByTestId('check-prescription-confirm');
  for (let index = 0; index < 4; index += 1) {
    await expect(items.nth(index)).not.toBeChecked();
    await expect(confirm).toBeDisabled();
    await items.nth(index).check();
  }
  await confirm.click();
  await expect(page.getByTestId('order-action-done')).toHaveText(
    'Prescription confirmed. The lab can make the lenses.',
  );
  await expect(page.getByTestId('order-history-check')).toContainText('Sam Rivera, licence OPT-2231');
  await expect(page.getByTestId('order-status')).toContainText('Prescription confirmed');
  // docs/operating.md#lab-stages: the lenses are made first; the order ships once it is ready
  await expect(page.getByTestId('order-action-ship')).toHaveCount(0);
  for (const [name, stage] of [
    ['Lenses in production', 'in_production'],
    ['Lenses fitted', 'fitted'],
    ['Quality check passed', 'quality_checked'],
    ['Ready to ship', 'ready'],
  ]) {
    await page.getByTestId('order-lab-next').click();
    await expect(page.getByTestId('order-lab-done')).toHaveText(`Moved to ${name}.`);
    await expect(page.getByTestId('order-lab')).toHaveAttribute('data-stage', stage ?? '');
  }

  await page.getByTestId('order-action-ship').click();
  const ship = page.getByRole('dialog', { name: 'Ship the order' });
  await ship.getByTestId('ship-order-submit').click();
  await expect(ship.getByText('Choose the carrier.')).toBeVisible();
  await ship.getByTestId('ship-carrier').selectOption('UPS');
  await ship.getByTestId('ship-tracking').fill('1Z 999 AA1 0123 4567 84');
  await ship.getByTestId('ship-order-submit').click();
  await expect(page.getByTestId('order-action-done')).toContainText(
    'Shipped with UPS, tracking number 1Z999AA10123456784',
  );
  await expect(page.getByTestId('order-status')).toContainText('Shipped');
  await expect(page.getByTestId('order-tracking').getByRole('link')).toHaveAttribute(
    'href',
    /ups\.com.*1Z999AA10123456784/,
  );

  // the shopper's own order page
  await page.context().addCookies([{ name: 'oculo_token', value: shipped.token, url: baseURL ?? '' }]);
  await page.goto(`/centerMain/order/order-detail?order=${shipped.orderNumber}`);
  await expect(page.getByTestId('order-detail')).toContainText('Shipped');
  await expect(
    page.getByTestId('order-tracking').getByRole('link', { name: '1Z999AA10123456784' }),
  ).toHaveAttribute('href', /ups\.com/);
  await expect
    .poll(async () => (await outboxMails(shipped.email, '1Z999AA10123456784')).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
});

test('staff refunds half of an order through the demo provider', async ({ page, request, baseURL }) => {
  const order = await paidOrder(request, 'accessory');
  const half = Math.floor(order.totalCents / 2);
  const dollars = (half / 100).toFixed(2);
  await asStaff(page, baseURL);
  await openOrder(page, order.orderNumber);
  await page.getByTestId('order-action-refund').click();
  const refund = page.getByRole('dialog', { name: 'Refund the order' });
  // an order with lines opens by line (docs/operating.md#refund-by-line); this one is an amount
  await refund.getByTestId('refund-mode-amount').check();
  await refund.getByTestId('refund-amount').fill(dollars);
  await refund.getByTestId('refund-reason').fill('One of two cases arrived scratched');
  await refund.getByTestId('refund-order-submit').click();
  await expect(refund.getByTestId('refund-order-confirm')).toHaveText(
    `Refund $${dollars} to the original payment (Demo)? A refund cannot be taken back.`,
  );
  await refund.getByTestId('refund-order-submit').click();
  await expect(page.getByTestId('order-action-done')).toHaveText(
    `$${dollars} refunded to the original payment (Demo).`,
  );
  const refunds = page.getByTestId('order-refunds');
  await expect(refunds.getByRole('row').nth(1)).toContainText('Demo');
  await expect(refunds.getByRole('row').nth(1)).toContainText('done');
  // a partial refund leaves the order as it was
  await expect(page.getByTestId('order-status')).toContainText('Not Shipped');
});

test('staff refunds all of an order to the wallet: the order is Refunded', async ({
  page,
  request,
  baseURL,
}) => {
  const order = await paidOrder(request, 'accessory');
  const total = `$${(order.totalCents / 100).toFixed(2)}`;
  await asStaff(page, baseURL);
  await openOrder(page, order.orderNumber);
  await page.getByTestId('order-action-refund').click();
  const refund = page.getByRole('dialog', { name: 'Refund the order' });
  await refund.getByTestId('refund-mode-amount').check();
  // the whole of what is left is the amount it starts with
  await expect(refund.getByTestId('refund-amount')).toHaveValue((order.totalCents / 100).toFixed(2));
  await refund.getByTestId('refund-to-wallet').check();
  await refund.getByTestId('refund-reason').fill('Customer changed their mind before shipping');
  await refund.getByTestId('refund-order-submit').click();
  await refund.getByTestId('refund-order-submit').click();
  await expect(page.getByTestId('order-action-done')).toHaveText(
    `${total} refunded to the shopper’s shop wallet.`,
  );
  await expect(page.getByTestId('order-status')).toContainText('Refunded');
  await expect(page.getByTestId('order-action-refund')).toHaveCount(0);

  await page.getByRole('link', { name: 'Open the customer' }).click();
  await expect(page.getByTestId('customer-wallet-balance')).toHaveText(total);
});

test('staff approves one after-sales request and declines another', async ({ page, request, baseURL }) => {
  const approved = await paidOrder(request, 'accessory');
  const declined = await paidOrder(request, 'accessory');
  // returns and exchanges open once an order has shipped; the owner ships these two, so the staff
  // member's audit lines below stay the ones of this spec's own steps
  await shipOrder(request, approved, team.owner.token);
  await shipOrder(request, declined, team.owner.token);
  await requestAfterSales(request, approved, 'exchange');
  await requestAfterSales(request, declined, 'return');
  await asStaff(page, baseURL);

  const answer = async (order: ShopperOrder) => {
    await page.goto(`/admin/after-sales?state=pending&search=${order.orderNumber}`);
    const queue = page.getByRole('table', { name: 'After-sales requests' });
    await expect(queue.getByRole('row')).toHaveCount(2);
    await queue.getByRole('row').nth(1).getByRole('link').click();
    await expect(page.getByTestId('after-sales-state')).toHaveText('Waiting for an answer');
  };

  await answer(approved);
  await page.getByTestId('after-sales-approve').click();
  const approve = page.getByRole('dialog', { name: 'Approve the request' });
  await expect(approve.getByTestId('approve-exchange')).toBeChecked();
  await approve
    .getByTestId('after-sales-message')
    .fill('We are sending a new pair in a wider size this week.');
  await approve.getByTestId('approve-request-submit').click();
  await approve.getByTestId('approve-request-submit').click();
  await expect(page.getByTestId('after-sales-done')).toHaveText(
    'Approved (exchange). The shopper has been sent the answer.',
  );
  await expect(page.getByTestId('after-sales-state')).toHaveText('Approved: exchange');

  await answer(declined);
  await page.getByTestId('after-sales-decline').click();
  const decline = page.getByRole('dialog', { name: 'Decline the request' });
  await decline.getByTestId('decline-request-submit').click();
  await expect(decline.getByText('Write the message the shopper receives.')).toBeVisible();
  await decline
    .getByTestId('after-sales-message')
    .fill('Worn frames cannot be returned; we can adjust the fit for free.');
  await decline.getByTestId('decline-request-submit').click();
  await expect(page.getByTestId('after-sales-done')).toHaveText(
    'Declined. The shopper has been sent the answer.',
  );
  await expect(page.getByTestId('after-sales-resolution')).toHaveText(
    'Worn frames cannot be returned; we can adjust the fit for free.',
  );
  // back to the status the order had before the request: Shipped
  await page.getByRole('link', { name: 'Open the order' }).click();
  await expect(page.getByTestId('order-status')).toContainText('Shipped');
  await expect(page.getByTestId('order-status')).not.toContainText('Not Shipped');
});

test('staff answers a guest’s ticket from the contact page; the guest’s mail arrives', async ({
  page,
  request,
  baseURL,
}) => {
  const guest = `guest-${Date.now().toString(36)}@example.com`;
  const ticketNumber = await guestTicket(request, guest);
  await asStaff(page, baseURL);
  await page.goto('/admin/tickets?unreadOnly=yes');
  await expect(page.getByTestId('console-unread-tickets')).toBeVisible();
  const inbox = page.getByRole('table', { name: 'Support tickets' });
  const row = inbox.getByRole('row').filter({ hasText: ticketNumber });
  await expect(row).toContainText('Unread');
  await expect(row).toContainText('guest');
  await row.getByRole('link', { name: ticketNumber }).click();
  await expect(page.getByTestId('ticket-thread')).toContainText('narrower size');
  await page.getByTestId('ticket-reply-message').fill('Yes: the Aviator comes in 52 mm, for smaller faces.');
  await page.getByTestId('ticket-reply-send').click();
  await expect(page.getByTestId('ticket-reply-done')).toHaveText('Answer sent.');
  await expect(page.getByTestId('ticket-status')).toHaveText('Answered');
  await expect(page.getByTestId('ticket-thread')).toContainText('the Aviator comes in 52 mm');
  await expect
    .poll(async () => (await outboxMails(guest, 'the Aviator comes in 52 mm')).length, { timeout: 15_000 })
    .toBeGreaterThan(0);

  await page.getByTestId('ticket-close').click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Closed');
  await page.getByTestId('ticket-reopen').click();
  await expect(page.getByTestId('ticket-status')).toHaveText('Waiting for us');
});

test('the owner reads each of the staff’s actions in the audit log', async ({ page, baseURL }) => {
  await holdConsoleToken(page, baseURL, team.owner.token);
  await page.goto(`/admin/audit?actor=${encodeURIComponent(team.staff.email)}`);
  const log = page.getByRole('table', { name: 'Audit log' });
  for (const action of [
    'prescription.view',
    'order.check-prescription',
    'order.ship',
    'order.refund',
    'after-sales.approve',
    'after-sales.decline',
    'ticket.reply',
  ]) {
    const line = log.getByRole('row').filter({ hasText: action }).first();
    await expect(line).toBeVisible();
    await expect(line.getByRole('cell').nth(1)).toContainText(team.staff.email);
  }
  await expect(log.getByRole('row').filter({ hasText: 'order.ship' }).first()).toContainText(
    shipped.orderNumber,
  );
});
