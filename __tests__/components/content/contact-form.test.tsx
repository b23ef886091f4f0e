import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { ContactForm } from '@/components/content/contact-form';
import { resetShopState, shopStore } from '@/lib/client/store';
import { TICKET_MESSAGE_MAX } from '@/lib/contract/ticket-rules';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
  type TestHooks,
} from '../../client/api/api-test-server';

startApiTestServer();

const MESSAGE = 'My new glasses arrived with a scratch on the left lens.';

let hooks: TestHooks;
let sent: unknown[];

beforeEach(() => {
  resetShopState();
  hooks = configureForTest();
  sent = [];
});

/** /api/contact/save answers with `answer` and records what the form sent. */
function contactSaveAnswers(answer: () => Response) {
  server.use(
    http.post(`${SHOP}/api/contact/save`, async ({ request }) => {
      sent.push(await request.json());
      return answer();
    }),
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(/your name/i), 'Ada Lovelace');
  await user.type(field(/e-mail/i), 'ada@example.com');
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'What is it about?' }),
    'A return or exchange',
  );
  await user.type(field(/order number/i), 'OC-1024-77');
  await user.type(field(/your message/i), MESSAGE);
}

function expectKeptInput() {
  expect(field(/your name/i)).toHaveValue('Ada Lovelace');
  expect(field(/e-mail/i)).toHaveValue('ada@example.com');
  expect(screen.getByRole('combobox', { name: 'What is it about?' })).toHaveValue('returns');
  expect(field(/order number/i)).toHaveValue('OC-1024-77');
  expect(field(/your message/i)).toHaveValue(MESSAGE);
}

describe('ContactForm', () => {
  it('files a ticket, shows its number in a status region and clears the form', async () => {
    contactSaveAnswers(() => envelope(200, 'success', { ticketNumber: 'T-7K2M9Q' }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const status = await screen.findByText(/Thanks — your ticket number is T-7K2M9Q\./);
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveAttribute('data-testid', 'contact-success');
    expect(sent).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        topic: 'returns',
        orderNumber: 'OC-1024-77',
        message: MESSAGE,
      },
    ]);
    expect(field(/your name/i)).toHaveValue('');
    expect(field(/your message/i)).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'What is it about?' })).toHaveValue('');
    expect(hooks.onTip).not.toHaveBeenCalled();
  });

  it('shows each field message of a 422 next to its field, focuses the first and keeps the input', async () => {
    contactSaveAnswers(() =>
      envelope(422, 'email: We cannot deliver mail to this address.', {
        fields: {
          message: 'Please leave out links.',
          email: 'We cannot deliver mail to this address.',
        },
      }),
    );
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const email = field(/e-mail/i);
    expect(await screen.findByText('We cannot deliver mail to this address.')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(/We cannot deliver mail to this address\./);
    expect(field(/your message/i)).toHaveAccessibleDescription(/Please leave out links\./);
    expect(field(/your name/i)).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveFocus();
    expectKeptInput();
    // the form shows the refusal itself: no snackbar tip on top
    expect(hooks.onTip).not.toHaveBeenCalled();
    expect(screen.getByTestId('contact-success')).toBeEmptyDOMElement();
  });

  it('says when to try again after a 429 and keeps the input', async () => {
    contactSaveAnswers(() => envelope(429, 'Too many attempts.', { retryAfter: 90 }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several messages in a short time. Please try again in 2 minutes.',
    );
    expectKeptInput();
    expect(hooks.onTip).not.toHaveBeenCalled();
  });

  it('keeps the input when the shop cannot be reached', async () => {
    contactSaveAnswers(() => HttpResponse.error());
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/could not be reached/);
    expectKeptInput();
  });

  it('marks the missing fields of an empty guest form without calling the server', async () => {
    contactSaveAnswers(() => envelope(200, 'success', { ticketNumber: 'T-NEVER' }));
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(field(/your name/i)).toHaveAccessibleDescription('Enter your name.');
    expect(field(/e-mail/i)).toHaveAccessibleDescription(/Enter your e-mail so we can answer you\./);
    expect(screen.getByRole('combobox', { name: 'What is it about?' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(field(/your message/i)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/order number/i)).not.toHaveAttribute('aria-invalid');
    expect(field(/your name/i)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('clears a field message once the shopper edits that field', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    await user.type(field(/your name/i), 'A');
    expect(field(/your name/i)).not.toHaveAttribute('aria-invalid');
    expect(field(/e-mail/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a signed-in shopper send without an e-mail', async () => {
    shopStore.setState({ userToken: 'token-1' });
    contactSaveAnswers(() => envelope(200, 'success', { ticketNumber: 'T-SIGNED' }));
    const user = userEvent.setup();
    render(<ContactForm />);
    expect(screen.getByText('(optional)', { selector: 'label[for$="-email"] span' })).toBeInTheDocument();
    await user.type(field(/your name/i), 'Ada');
    await user.selectOptions(screen.getByRole('combobox', { name: 'What is it about?' }), 'order');
    await user.type(field(/your message/i), MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByTestId('contact-success')).toHaveTextContent('T-SIGNED');
    expect(sent).toEqual([{ name: 'Ada', email: '', topic: 'order', orderNumber: '', message: MESSAGE }]);
  });

  it('cannot be sent from the server HTML before its script runs (the message would land in an address)', () => {
    const html = renderToString(<ContactForm />);
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Send message<\/button>/);
    render(<ContactForm />);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('offers the ticket topics in friendly words and counts the message as it is typed', async () => {
    const user = userEvent.setup();
    render(<ContactForm />);
    const topics = within(screen.getByRole('combobox', { name: 'What is it about?' })).getAllByRole('option');
    expect(topics.map((option) => option.textContent)).toEqual([
      'Choose a topic',
      'An order I placed',
      'My prescription or lenses',
      'A return or exchange',
      'A frame or accessory',
      'The website or my account',
      'Something else',
    ]);

    expect(screen.getByTestId('contact-message-count')).toHaveTextContent(`0 of 4,000 characters`);
    await user.type(field(/your message/i), 'Hello there');
    expect(screen.getByTestId('contact-message-count')).toHaveTextContent('11 of 4,000 characters');
    expect(field(/your message/i)).toHaveAttribute('maxlength', String(TICKET_MESSAGE_MAX));
    expect(field(/your message/i)).toHaveAccessibleDescription('11 of 4,000 characters');
  });
});
