import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import {
  CheckPrescriptionDialog,
  type OpticianRights,
} from '@/components/admin/orders/check-prescription-dialog';
import type { OrderPrescription } from '@/lib/contract/calls/admin/order-schemas';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { rxNumbers } from '../../support/prescription-numbers';

// docs/operating.md#optician-check: the check dialog opens the values, lists the shop's flags
// before anything else, and shows a checklist with nothing ticked; Confirm stays disabled until
// every item is ticked, and for a member who may not confirm or has no licence number.

startApiTestServer();

beforeEach(() => {
  configureForTest();
  document.cookie = `${OPERATOR_COOKIE}=tok_staff; path=/`;
});

const OPENED: OrderPrescription = {
  number: 'OC1',
  checkItems: ['values-fit-lenses', 'pd-in-range', 'not-expired', 'frame-fits-lenses'],
  lines: [
    {
      lineId: 5,
      name: 'Harbor Round',
      colorName: 'Black',
      lensUse: 'Single Vision',
      source: 'typed',
      values: rxNumbers({ od_sph: -4.5, os_sph: -1.25, pd: 78 }),
      photoUrl: null,
      flags: [
        { code: 'eyes-differ', message: 'The right and left eyes differ by 3.00 or more in sphere (SPH).' },
        { code: 'pd-out-of-range', message: 'The PD is 78 mm, outside 54–74 mm.' },
      ],
    },
  ],
};

const OPTICIAN: OpticianRights = { mayConfirm: true, hasLicence: true };

function serve() {
  const sent: unknown[] = [];
  server.use(
    http.post(`${SHOP}/api/admin/orders/prescription`, () => envelope(200, 'success', OPENED)),
    http.post(`${SHOP}/api/admin/orders/checkPrescription`, async ({ request }) => {
      sent.push(await request.json());
      return envelope(200, 'success', { order: {}, ticketNumber: null });
    }),
  );
  return sent;
}

async function opened(optician: OpticianRights = OPTICIAN) {
  const sent = serve();
  const onDone = jest.fn<void, [string]>();
  render(<CheckPrescriptionDialog number="OC1" optician={optician} onClose={jest.fn()} onDone={onDone} />);
  const checklist = await screen.findByTestId('check-prescription-checklist');
  return { sent, onDone, checklist, user: userEvent.setup() };
}

describe('the optician’s check dialog', () => {
  it('lists the flags first, ticks nothing, and enables Confirm only once every item is ticked', async () => {
    const { sent, onDone, checklist, user } = await opened();
    const flags = screen.getByTestId('check-prescription-flags');
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'The right and left eyes differ by 3.00 or more in sphere (SPH).',
      'The PD is 78 mm, outside 54–74 mm.',
    ]);
    // the flags come before the values, the checklist and the buttons
    const dialog = screen.getByRole('dialog', { name: 'Check the prescription' });
    const firstSection = within(dialog).getAllByRole('heading', { level: 3 })[0];
    expect(firstSection).toHaveTextContent('What the shop flags');
    expect(flags.compareDocumentPosition(checklist) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      flags.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();

    const boxes = within(checklist).getAllByRole('checkbox');
    expect(boxes.map((box) => box.closest('label')?.textContent)).toEqual([
      'The values are plausible for the lenses chosen',
      'The PD is given and in range',
      'The prescription has not expired',
      'The frame fits the lenses',
    ]);
    expect(boxes.every((box) => !(box as HTMLInputElement).checked)).toBe(true);

    const confirm = screen.getByRole('button', { name: 'Confirm the prescription' });
    expect(confirm).toBeDisabled();
    expect(screen.getByTestId('check-prescription-why')).toHaveTextContent('(4 left)');
    for (const box of boxes.slice(0, 3)) await user.click(box);
    expect(confirm).toBeDisabled();
    await user.click(boxes[3] as HTMLElement);
    expect(confirm).toBeEnabled();
    await user.click(boxes[0] as HTMLElement);
    expect(confirm).toBeDisabled();
    await user.click(boxes[0] as HTMLElement);

    await user.click(confirm);
    expect(onDone).toHaveBeenCalledWith('Prescription confirmed. The lab can make the lenses.');
    expect(sent).toEqual([
      {
        number: 'OC1',
        decision: 'confirmed',
        checked: ['pd-in-range', 'not-expired', 'frame-fits-lenses', 'values-fit-lenses'],
      },
    ]);
  });

  it('keeps Confirm disabled for a member who may not confirm, and lets them ask the shopper', async () => {
    const { sent, onDone, checklist, user } = await opened({ mayConfirm: false, hasLicence: true });
    for (const box of within(checklist).getAllByRole('checkbox')) await user.click(box);
    const confirm = screen.getByRole('button', { name: 'Confirm the prescription' });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAccessibleDescription(/an owner grants that on the Staff page/);

    const ask = screen.getByRole('button', { name: 'Send the question' });
    expect(ask).toBeDisabled();
    await user.type(screen.getByLabelText('Question to the shopper'), 'Is the right sphere −4.50 right?');
    await user.click(ask);
    expect(sent).toEqual([
      { number: 'OC1', decision: 'question', message: 'Is the right sphere −4.50 right?' },
    ]);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('says a member without a licence number must add it first', async () => {
    const { checklist, user } = await opened({ mayConfirm: true, hasLicence: false });
    for (const box of within(checklist).getAllByRole('checkbox')) await user.click(box);
    expect(screen.getByRole('button', { name: 'Confirm the prescription' })).toBeDisabled();
    expect(screen.getByTestId('check-prescription-why')).toHaveTextContent(
      'Add your licence number under Your account to confirm prescriptions.',
    );
  });

  it('shows the shop’s refusal in words', async () => {
    const { checklist, user } = await opened();
    server.use(
      http.post(`${SHOP}/api/admin/orders/checkPrescription`, () =>
        envelope(0, 'Open the prescription’s values (or its photo) before confirming it.'),
      ),
    );
    for (const box of within(checklist).getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Confirm the prescription' }));
    expect(await screen.findByTestId('check-prescription-error')).toHaveTextContent(
      /^Open the prescription’s values/,
    );
  });
});
