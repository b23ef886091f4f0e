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

describe('retryAfterSeconds and retryWaitText (DESIGN §3, 429)', () => {
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
