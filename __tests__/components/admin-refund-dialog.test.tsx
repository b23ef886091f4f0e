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

function refundAnswers(reply: () => Response) {
  server.use(
    http.post(`${SHOP}/api/admin/orders/refund`, async ({ request }) => {
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

function renderDialog(onDone = jest.fn(), onClose = jest.fn()) {
  render(
    <>
      <RefundOrderDialog
        number="OC261124-AB12CD"
        refundableCents={12900}
        providerName="Demo"
        onClose={onClose}
        onDone={onDone}
      />
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
              number="OC261124-AB12CD"
              refundableCents={12900}
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
