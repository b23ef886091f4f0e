import {
  contactDraftProblems,
  contactFieldErrors,
  EMPTY_CONTACT_DRAFT,
  firstInvalidField,
  GUEST_EMAIL_NEEDED,
  retryAfterSeconds,
  retryWaitText,
  type ContactDraft,
} from '@/components/content/contact-draft';
import { contactSaveCall } from '@/lib/contract/calls/contact';

const valid: ContactDraft = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  topic: 'order',
  orderNumber: '',
  message: 'Where is my order? It has been a while.',
};

describe('contactDraftProblems (the call contract, checked before sending)', () => {
  it('finds nothing wrong with a complete guest message', () => {
    expect(contactDraftProblems(valid, false)).toEqual({});
  });

  it('names every missing field of an empty guest form, with the contract messages', () => {
    expect(contactDraftProblems(EMPTY_CONTACT_DRAFT, false)).toEqual({
      name: 'Enter your name.',
      email: GUEST_EMAIL_NEEDED,
      topic: 'Choose what your message is about.',
      message: 'Tell us a little more (at least 10 characters).',
    });
  });

  it('lets a signed-in shopper leave the e-mail empty', () => {
    expect(contactDraftProblems({ ...valid, email: '' }, true)).toEqual({});
    expect(contactDraftProblems({ ...valid, email: '' }, false)).toEqual({ email: GUEST_EMAIL_NEEDED });
  });

  it('refuses a malformed e-mail and order number', () => {
    const problems = contactDraftProblems({ ...valid, email: 'ada@', orderNumber: 'no #' }, false);
    expect(problems.email).toBe('Please enter a valid e-mail address.');
    expect(problems.orderNumber).toBe('Enter the order number as it appears in your order e-mail.');
  });

  it('counts the message without its surrounding spaces', () => {
    expect(contactDraftProblems({ ...valid, message: '   short    ' }, false)).toEqual({
      message: 'Tell us a little more (at least 10 characters).',
    });
  });
});

describe('contactDraftProblems agrees with /api/contact/save’s schema (the browser checks without zod)', () => {
  const long = (length: number) => 'x'.repeat(length);
  // A signed-in shopper, so the guest e-mail rule (the server's, outside the schema) stays out of it.
  it.each<[string, Partial<ContactDraft>]>([
    ['a valid draft', {}],
    ['an empty form', EMPTY_CONTACT_DRAFT],
    ['a name of spaces', { name: '   ' }],
    ['a name of 80 characters', { name: long(80) }],
    ['a name of 81 characters', { name: long(81) }],
    ['a name with a control character', { name: 'Ada\u0007' }],
    ['a name with a tab', { name: 'Ada\tL' }],
    ['a malformed e-mail', { email: 'ada@' }],
    ['an e-mail over 254 characters', { email: `${long(250)}@example.com` }],
    ['an unknown topic', { topic: 'gossip' }],
    ['an order number with spaces around', { orderNumber: '  OC260115-K7Q2ZD  ' }],
    ['an order number with a symbol', { orderNumber: 'no #' }],
    ['a 3-character order number', { orderNumber: 'abc' }],
    ['a message of 9 characters after trimming', { message: `  ${long(9)}  ` }],
    ['a message of 4,000 characters', { message: long(4000) }],
    ['a message of 4,001 characters', { message: long(4001) }],
    ['a message with NUL', { message: `${long(12)}\u0000` }],
    ['a message with DEL', { message: `${long(12)}\u007f` }],
    ['a message with line breaks', { message: `${long(6)}\r\n${long(6)}` }],
    ['everything wrong at once', { name: '', email: 'x', topic: '', orderNumber: '#', message: '\u0000' }],
  ])('%s', (_, change) => {
    const draft = { ...valid, ...change };
    const parsed = contactSaveCall.input.safeParse(draft);
    const server: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues)
      server[String(issue.path[0])] ??= issue.message;
    expect(contactDraftProblems(draft, true)).toEqual(server);
  });
});

describe('contactFieldErrors and firstInvalidField', () => {
  it('keeps the messages of the form fields only', () => {
    expect(contactFieldErrors({ email: 'Bad e-mail.', body: 'Too large.', message: 'Too short.' })).toEqual({
      email: 'Bad e-mail.',
      message: 'Too short.',
    });
  });

  it('picks the first invalid field in form order, not message order', () => {
    expect(firstInvalidField({ message: 'x', topic: 'y' })).toBe('topic');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('retryAfterSeconds and retryWaitText (docs/architecture.md#api-envelope, 429)', () => {
  it.each([
    [{ retryAfter: 30 }, 30],
    [{ retryAfter: -1 }, null],
    [{ retryAfter: '30' }, null],
    [null, null],
    ['x', null],
  ])('reads %p as %p', (data, seconds) => {
    expect(retryAfterSeconds(data)).toBe(seconds);
  });

  it.each([
    [null, 'in a moment'],
    [0, 'in a moment'],
    [1, 'in 1 second'],
    [44.2, 'in 45 seconds'],
    [60, 'in 1 minute'],
    [61, 'in 2 minutes'],
    [3599, 'in 60 minutes'],
    [3600, 'in 1 hour'],
    [7201, 'in 3 hours'],
  ])('waits %p seconds as "%s", rounded up', (seconds, text) => {
    expect(retryWaitText(seconds)).toBe(text);
  });
});
