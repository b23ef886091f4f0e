import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { http } from 'msw';
import { RefundOrderDialog } from '@/components/admin/orders/refund-order-dialog';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from '../client/api/api-test-server';

// A refund from the console, checked before it is sent and asked once more.

startApiTestServer();

let sent: Record<string, unknown>[];

beforeEach(() => {
  configureForTest();
  sent = [];
  document.cookie = `${OPERATOR_COOKIE}=tok_staff; path=/`;
});

function refundAnswers(reply: () => Response, verb = 'refund') {
  server.use(
    http.post(`${SHOP}/api/admin/orders/${verb}`, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return reply();
    }),
  );
}

const refunded = (amountCents: number, destination: 'original' | 'wallet') =>
  envelope(200, 'success', {
    order: {},
    refund: {
      id: 1,
      amountCents,
      destination,
      provider: destination === 'wallet' ? null : 'demo',
      providerReference: null,
      state: 'done',
      failure: null,
      reason: 'x',
      createdAt: '',
      completedAt: '',
    },
  });

type DialogOrder = Parameters<typeof RefundOrderDialog>[0]['order'];
type Line = DialogOrder['lines'][number];

/** An order without lines to choose from: the dialog refunds an amount. */
const ORDER: DialogOrder = {
  number: 'OC261124-AB12CD',
  refundableCents: 12900,
  lines: [],
  totals: { shippingCents: 0, taxCents: 0 } as DialogOrder['totals'],
  refunds: [],
};

/** Two frames with lenses, one of their frames refunded already (docs/operating.md#refund-by-line). */
const GLASSES = {
  id: 41,
  name: 'Harbor Round',
  colorName: 'Black',
  kind: 'frame',
  quantity: 2,
  lens: { lensUse: 'Single vision' },
  refunded: { frame: 1, lenses: 0 },
} as Line;

function renderDialog(onDone = jest.fn(), onClose = jest.fn(), order = ORDER) {
  render(
    <>
      <RefundOrderDialog order={order} providerName="Demo" onClose={onClose} onDone={onDone} />
    </>,
  );
  return { onDone, onClose };
}

describe('the refund dialog', () => {
  it('starts with all that is left, asks once more, then sends the amount in cents', async () => {
    refundAnswers(() => refunded(6450, 'original'));
    const user = userEvent.setup();
    const { onDone } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Refund the order' });
    expect(screen.getByTestId('refund-amount')).toHaveValue('129.00');
    expect(screen.getByTestId('refund-amount')).toHaveFocus();

    await user.clear(screen.getByTestId('refund-amount'));
    await user.type(screen.getByTestId('refund-amount'), '64.50');
    await user.type(screen.getByTestId('refund-reason'), 'One lens scratched');
    await user.click(screen.getByTestId('refund-order-submit'));
    // nothing sent yet: the question first
    expect(sent).toHaveLength(0);
    expect(screen.getByTestId('refund-order-confirm')).toHaveTextContent(
      'Refund $64.50 to the original payment (Demo)? A refund cannot be taken back.',
    );
    expect(screen.getByTestId('refund-order-submit')).toHaveTextContent('Yes, refund $64.50');

    await user.click(screen.getByTestId('refund-order-submit'));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('$64.50 refunded to the original payment (Demo).'),
    );
    expect(sent).toEqual([
      { number: 'OC261124-AB12CD', amountCents: 6450, destination: 'original', reason: 'One lens scratched' },
    ]);
    expect(dialog).toBeInTheDocument();
  });

  it('says what is wrong before asking: more than is left, no reason', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.clear(screen.getByTestId('refund-amount'));
    await user.type(screen.getByTestId('refund-amount'), '130');
    await user.click(screen.getByTestId('refund-order-submit'));
    expect(screen.getByText('At most $129.00 is left to refund on this order.')).toBeInTheDocument();
    expect(screen.getByText('Say why the order is refunded.')).toBeInTheDocument();
    expect(screen.getByTestId('refund-amount')).toHaveFocus();
    expect(screen.queryByTestId('refund-order-confirm')).toBeNull();
  });

  it('asks again about the new values when a field changes after the question', async () => {
    refundAnswers(() => refunded(12900, 'wallet'));
    const user = userEvent.setup();
    const { onDone } = renderDialog();
    await user.type(screen.getByTestId('refund-reason'), 'Cancelled before shipping');
    await user.click(screen.getByTestId('refund-order-submit'));
    expect(screen.getByTestId('refund-order-confirm')).toHaveTextContent(
      'Refund $129.00 to the original payment (Demo)?',
    );
    await user.click(screen.getByTestId('refund-to-wallet'));
    expect(screen.queryByTestId('refund-order-confirm')).toBeNull();
    await user.click(screen.getByTestId('refund-order-submit'));
    expect(screen.getByTestId('refund-order-confirm')).toHaveTextContent(
      'Refund $129.00 to the shopper’s shop wallet?',
    );
    await user.click(screen.getByTestId('refund-order-submit'));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('$129.00 refunded to the shopper’s shop wallet.'),
    );
    expect(sent[0]).toMatchObject({ destination: 'wallet', amountCents: 12900 });
  });

  it('shows the shop’s refusal in its words and keeps the dialog open', async () => {
    refundAnswers(() => envelope(0, 'At most $10.00 is left to refund on this order.'));
    const user = userEvent.setup();
    const { onDone } = renderDialog();
    await user.type(screen.getByTestId('refund-reason'), 'Goodwill');
    await user.click(screen.getByTestId('refund-order-submit'));
    await user.click(screen.getByTestId('refund-order-submit'));
    expect(await screen.findByTestId('refund-order-error')).toHaveTextContent(
      'At most $10.00 is left to refund on this order.',
    );
    expect(onDone).not.toHaveBeenCalled();
  });

  it('keeps Tab inside, closes on Escape and gives the focus back to what opened it', async () => {
    function Harness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Refund…
          </button>
          {open ? (
            <RefundOrderDialog
              order={ORDER}
              providerName="Demo"
              onClose={() => setOpen(false)}
              onDone={() => setOpen(false)}
            />
          ) : null}
        </>
      );
    }
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund the order' });
    for (let i = 0; i < 10; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Refund…' })).toHaveFocus();
  });
});

describe('the refund dialog by line (docs/operating.md#refund-by-line)', () => {
  let quotes: Record<string, unknown>[];
  beforeEach(() => {
    quotes = [];
    server.use(
      http.post(`${SHOP}/api/admin/orders/refundQuote`, async ({ request }) => {
        quotes.push((await request.json()) as Record<string, unknown>);
        return envelope(200, 'success', {
          lines: [],
          shippingCents: 0,
          shippingTaxCents: 0,
          computedCents: 12_900,
          taxCents: 2_060,
        });
      }),
    );
  });
  const byLine = {
    ...ORDER,
    lines: [GLASSES],
    totals: { shippingCents: 1_495, taxCents: 2_937 },
  } as DialogOrder;

  it('opens by line, works the amount out from the units chosen and sends the lines', async () => {
    refundAnswers(() => refunded(12_900, 'original'), 'refundLines');
    const user = userEvent.setup();
    const { onDone } = renderDialog(jest.fn(), jest.fn(), byLine);
    expect(screen.getByTestId('refund-mode-lines')).toBeChecked();
    // one frame of two is refunded already: with the frame ticked, one unit is left
    await user.click(screen.getByTestId('refund-line-41-more'));
    expect(screen.getByTestId('refund-line-41-units')).toHaveValue(1);
    expect(screen.getByTestId('refund-line-41-more')).toBeDisabled();
    expect(
      await screen.findByText('The chosen lines come to $129.00, $20.60 of it tax.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('refund-lines-amount')).toHaveValue('129.00');
    expect(quotes.at(-1)).toEqual({
      number: 'OC261124-AB12CD',
      lines: [{ lineId: 41, quantity: 1, frame: true, lenses: true }],
      shipping: false,
      tax: true,
    });
    await user.click(screen.getByTestId('refund-restock'));
    await user.type(screen.getByTestId('refund-reason'), 'Frame scratched');
    await user.click(screen.getByTestId('refund-order-submit'));
    await user.click(screen.getByTestId('refund-order-submit'));
    await waitFor(() =>
      expect(onDone).toHaveBeenCalledWith('$129.00 refunded to the original payment (Demo).'),
    );
    expect(sent).toEqual([
      {
        number: 'OC261124-AB12CD',
        lines: [{ lineId: 41, quantity: 1, frame: true, lenses: true }],
        shipping: false,
        tax: true,
        restock: true,
        destination: 'original',
        reason: 'Frame scratched',
      },
    ]);
  });

  it('lets the amount only go down, and then asks why', async () => {
    refundAnswers(() => refunded(10_000, 'original'), 'refundLines');
    const user = userEvent.setup();
    renderDialog(jest.fn(), jest.fn(), byLine);
    await user.click(screen.getByTestId('refund-line-41-more'));
    await screen.findByText('The chosen lines come to $129.00, $20.60 of it tax.');
    await user.type(screen.getByTestId('refund-reason'), 'Frame scratched');
    const amount = screen.getByTestId('refund-lines-amount');
    await user.clear(amount);
    await user.type(amount, '130');
    await user.click(screen.getByTestId('refund-order-submit'));
    expect(
      screen.getByText('The chosen lines come to $129.00: the amount can be lowered, not raised.'),
    ).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '100');
    await user.click(screen.getByTestId('refund-order-submit'));
    expect(
      screen.getByText('Say why the refund is lower than the chosen lines come to.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('refund-lowered-because')).toHaveFocus();
    await user.type(screen.getByTestId('refund-lowered-because'), 'Shopper keeps the case');
    await user.click(screen.getByTestId('refund-order-submit'));
    await user.click(screen.getByTestId('refund-order-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ amountCents: 10_000, loweredBecause: 'Shopper keeps the case' });
  });
});
