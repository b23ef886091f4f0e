import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { TicketList } from '@/components/account/tickets/ticket-list';
import { resetShopState, shopStore } from '@/lib/client/store';
import type { Ticket } from '@/lib/contract/calls/contact';
import { ADA } from '../../client/account-fixtures';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from './account-swr';

// tickets/my-tickets and tickets/tickets-history (docs/product.md#account-area) on
// /api/contact/list, /reply, /close, /save.

startApiTestServer();

const ANSWERED: Ticket = {
  ticketNumber: 'T-7K2M9Q',
  topic: 'order',
  orderNumber: 'OC-20250601-1234',
  status: 'answered',
  createdAt: '2025-06-01T10:00:00.000Z',
  updatedAt: '2025-06-01T12:00:00.000Z',
  messages: [
    { author: 'shopper', body: 'My order has not arrived yet.', createdAt: '2025-06-01T10:00:00.000Z' },
    {
      author: 'support',
      body: 'It ships tomorrow, sorry for the wait.',
      createdAt: '2025-06-01T12:00:00.000Z',
    },
  ],
};

let sent: { path: string; body: unknown }[];
let tickets: Ticket[];

const page = (list: Ticket[]) => ({
  list,
  total: list.length,
  page: 1,
  pageSize: 10,
  pageCount: list.length ? 1 : 0,
});

beforeEach(() => {
  resetShopState();
  shopStore.setState({ userInfo: ADA, userToken: 'token', hydrated: true });
  configureForTest();
  sent = [];
  tickets = [ANSWERED];
  server.use(
    http.post(`${SHOP}/api/contact/list`, async ({ request }) => {
      sent.push({ path: 'list', body: await request.json() });
      return envelope(200, 'ok', page(tickets));
    }),
  );
});

function answer(path: string, reply: (body: Record<string, unknown>) => Response) {
  server.use(
    http.post(`${SHOP}/api/contact/${path}`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push({ path, body });
      return reply(body);
    }),
  );
}

const renderList = (status: 'open' | 'history') =>
  render(
    <FreshSwr>
      <TicketList status={status} />
    </FreshSwr>,
  );

describe('my tickets', () => {
  it('shows each open ticket with its number, status and whole thread', async () => {
    renderList('open');
    const card = await screen.findByTestId('ticket-card');
    expect(within(card).getByTestId('ticket-number')).toHaveTextContent('T-7K2M9Q');
    expect(within(card).getByTestId('ticket-status')).toHaveTextContent('Answered');
    const messages = within(card).getAllByTestId('ticket-thread-message');
    expect(messages.map((m) => m.textContent)).toEqual([
      expect.stringContaining('My order has not arrived yet.'),
      expect.stringContaining('It ships tomorrow'),
    ]);
    expect(messages[1]).toHaveTextContent('Oculo customer care');
    expect(sent[0]?.body).toMatchObject({ status: 'open', page: 1 });
  });

  it('sends a reply for the ticket and shows the thread the server answers', async () => {
    const user = userEvent.setup();
    answer('reply', (body) => {
      const replied: Ticket = {
        ...ANSWERED,
        status: 'open',
        messages: [
          ...ANSWERED.messages,
          { author: 'shopper', body: String(body.message), createdAt: '2025-06-02T09:00:00.000Z' },
        ],
      };
      tickets = [replied];
      return envelope(200, 'ok', replied);
    });
    renderList('open');
    await user.type(await screen.findByTestId('ticket-reply'), 'Thanks, please send the tracking number.');
    await user.click(screen.getByTestId('ticket-reply-send'));

    expect(sent.find((s) => s.path === 'reply')?.body).toEqual({
      ticketNumber: 'T-7K2M9Q',
      message: 'Thanks, please send the tracking number.',
    });
    await waitFor(() => expect(screen.getAllByTestId('ticket-thread-message')).toHaveLength(3));
    expect(screen.getByTestId('ticket-status')).toHaveTextContent('Waiting for our answer');
    expect(screen.getByTestId('ticket-reply')).toHaveValue('');
  });

  it('keeps the reply and shows the server’s sentence when a reply is refused', async () => {
    const user = userEvent.setup();
    answer('reply', () => envelope(0, 'This ticket is closed, so it cannot take new messages.'));
    renderList('open');
    await user.type(await screen.findByTestId('ticket-reply'), 'One more question about it.');
    await user.click(screen.getByTestId('ticket-reply-send'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This ticket is closed');
    expect(screen.getByTestId('ticket-reply')).toHaveValue('One more question about it.');
  });

  it('closes a ticket, which then leaves the list', async () => {
    const user = userEvent.setup();
    answer('close', () => {
      tickets = [];
      return envelope(200, 'ok', { ...ANSWERED, status: 'closed' });
    });
    renderList('open');
    await user.click(await screen.findByTestId('ticket-close'));
    expect(sent.find((s) => s.path === 'close')?.body).toEqual({ ticketNumber: 'T-7K2M9Q' });
    expect(await screen.findByTestId('tickets-empty')).toBeInTheDocument();
    expect(screen.getByTestId('ticket-notice')).toHaveTextContent('T-7K2M9Q is closed');
  });

  it('files a new ticket without an e-mail, with the name from the account', async () => {
    const user = userEvent.setup();
    answer('save', () => envelope(200, 'ok', { ticketNumber: 'T-ABCDEF' }));
    renderList('open');
    await user.click(await screen.findByTestId('ticket-new'));
    expect(screen.getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada Lovelace');
    await user.selectOptions(screen.getByTestId('ticket-topic'), 'My prescription or lenses');
    await user.type(screen.getByTestId('ticket-message'), 'Can I use my prescription from last year?');
    await user.click(screen.getByTestId('ticket-send'));

    expect(sent.find((s) => s.path === 'save')?.body).toEqual({
      name: 'Ada Lovelace',
      topic: 'prescription',
      orderNumber: '',
      message: 'Can I use my prescription from last year?',
    });
    expect(await screen.findByTestId('ticket-notice')).toHaveTextContent('T-ABCDEF');
    expect(screen.queryByTestId('ticket-new-form')).not.toBeInTheDocument();
  });

  it('marks the field the server names and keeps what was typed', async () => {
    const user = userEvent.setup();
    answer('save', () =>
      envelope(422, 'message: Tell us a little more (at least 10 characters).', {
        fields: { message: 'Tell us a little more (at least 10 characters).' },
      }),
    );
    renderList('open');
    await user.click(await screen.findByTestId('ticket-new'));
    await user.selectOptions(screen.getByTestId('ticket-topic'), 'Something else');
    await user.type(screen.getByTestId('ticket-message'), 'Help');
    await user.click(screen.getByTestId('ticket-send'));
    const message = screen.getByTestId('ticket-message');
    await waitFor(() => expect(message).toHaveAttribute('aria-invalid', 'true'));
    expect(message).toHaveAccessibleDescription(expect.stringContaining('at least 10 characters'));
    expect(message).toHaveValue('Help');
    expect(message).toHaveFocus();
  });

  it('asks for a topic before sending anything', async () => {
    const user = userEvent.setup();
    renderList('open');
    await user.click(await screen.findByTestId('ticket-new'));
    await user.type(screen.getByTestId('ticket-message'), 'A question without a topic.');
    await user.click(screen.getByTestId('ticket-send'));
    expect(screen.getByTestId('ticket-topic')).toHaveAccessibleDescription(
      expect.stringContaining('Choose what'),
    );
    expect(sent.some((s) => s.path === 'save')).toBe(false);
  });
});

describe('tickets history', () => {
  it('shows closed tickets read-only: no reply box, no close, no new ticket', async () => {
    tickets = [{ ...ANSWERED, status: 'closed' }];
    renderList('history');
    const card = await screen.findByTestId('ticket-card');
    expect(within(card).getByTestId('ticket-status')).toHaveTextContent('Closed');
    expect(screen.queryByTestId('ticket-reply')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ticket-close')).not.toBeInTheDocument();
    expect(screen.queryByTestId('ticket-new')).not.toBeInTheDocument();
    expect(sent[0]?.body).toMatchObject({ status: 'history' });
  });

  it('explains an empty history', async () => {
    tickets = [];
    renderList('history');
    expect(await screen.findByTestId('tickets-empty')).toHaveTextContent('No closed tickets yet');
  });
});
