import { apiData, holdConsoleToken, ownerAndStaff } from '../support/console';
import { paidOrder } from '../support/console-orders';
import { signInBrowser } from '../support/shop-data';
import { expect, test } from '../support/test';

// docs/operating.md#lab-stages: a member takes a paid prescription order through the lab's stages
// from its console page, one button at a time, each stage with who and when; the shopper's order
// page (docs/product.md#order-timeline) shows the stages with their dates and the estimated ship day.

const NEXT_STAGES = [
  ['Lenses in production', 'in_production'],
  ['Lenses fitted', 'fitted'],
  ['Quality check passed', 'quality_checked'],
  ['Ready to ship', 'ready'],
] as const;

test('staff move an order through the lab, and the shopper follows it with the estimate', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const team = await ownerAndStaff(request, 'lab-stages');
  const order = await paidOrder(request, 'prescription');
  // the prescription check is its own dialog's (admin-orders.spec.ts): here through its calls, by a
  // member the owner lets confirm, with a licence, the values opened and the checklist ticked
  // (docs/operating.md#optician-check)
  const owner = { authorization: `Bearer ${team.owner.token}` };
  const staff = { authorization: `Bearer ${team.staff.token}` };
  const { data: members } = (await (
    await request.get('/api/admin/staff/list', { headers: owner })
  ).json()) as { data: { list: { id: number; email: string }[] } };
  const member = members.list.find((one) => one.email === team.staff.email);
  await apiData(request, '/api/admin/staff/update', { id: member?.id, mayConfirmPrescriptions: true }, owner);
  await apiData(request, '/api/admin/session/profile', { name: 'Sam Rivera', licenceNumber: 'OPT-7' }, staff);
  await apiData(request, '/api/admin/orders/prescription', { number: order.orderNumber }, staff);
  await apiData(
    request,
    '/api/admin/orders/checkPrescription',
    {
      number: order.orderNumber,
      decision: 'confirmed',
      checked: ['values-fit-lenses', 'pd-in-range', 'not-expired', 'frame-fits-lenses'],
    },
    staff,
  );

  await holdConsoleToken(page, baseURL, team.staff.token);
  await page.goto(`/admin/orders/${order.orderNumber}`);
  const lab = page.getByTestId('order-lab');
  await expect(lab).toHaveAttribute('data-stage', 'prescription_confirmed');
  await expect(lab.locator('[data-stage="prescription_confirmed"]')).toContainText(team.staff.email);
  await expect(page.getByTestId('order-lab-estimate')).toContainText('Should ship on');

  for (const [name, stage] of NEXT_STAGES) {
    await page.getByTestId('order-lab-next').click();
    await expect(page.getByTestId('order-lab-done')).toHaveText(`Moved to ${name}.`);
    await expect(lab).toHaveAttribute('data-stage', stage);
    await expect(lab.locator(`[data-stage="${stage}"]`)).toContainText(`${name}, by ${team.staff.email}`);
  }
  // ready: nothing further in the lab, and the order may ship
  await expect(page.getByTestId('order-lab-next')).toHaveCount(0);
  await expect(page.getByTestId('order-action-ship')).toBeVisible();

  await signInBrowser(context, baseURL ?? '', order.token);
  await page.goto(`/centerMain/order/order-detail?order=${order.orderNumber}`);
  const timeline = page.getByTestId('order-timeline');
  await expect(timeline.getByTestId('order-timeline-step')).toHaveText([
    /Prescription confirmed/,
    /Lenses in production/,
    /Lenses fitted/,
    /Quality check passed/,
    /Ready to ship/,
  ]);
  await expect(timeline.locator('[data-done="yes"]')).toHaveCount(5);
  await expect(timeline.locator('[data-done="yes"] time').first()).toHaveAttribute('datetime', /^\d{4}-/);
  // ready to ship: one business day to the parcel leaving
  await expect(page.getByTestId('order-ship-estimate')).toContainText(
    /Estimated to ship on \w+day, \w+ \d+, \d{4}/,
  );
  await expect(timeline).not.toContainText(team.staff.email);
});
