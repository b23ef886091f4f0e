import { contactFailure } from '@/components/content/contact-failure';
import { ApiError } from '@/lib/api';

describe('contactFailure (how the contact form shows a failed send)', () => {
  it('marks the fields a 422 names', () => {
    const error = new ApiError({
      reason: 'code',
      code: 422,
      status: 200,
      message: 'email: Enter an e-mail.',
      data: { fields: { email: 'Enter an e-mail.' } },
    });
    expect(contactFailure(error)).toEqual({ fields: { email: 'Enter an e-mail.' } });
  });

  it('falls back to one message when a 422 names no field of the form', () => {
    const error = new ApiError({
      reason: 'code',
      code: 422,
      message: 'body: Unsupported content type.',
      data: { fields: { body: 'Unsupported content type.' } },
    });
    expect(contactFailure(error)).toEqual({ message: 'body: Unsupported content type.' });
  });

  it.each([
    ['a body code', { reason: 'code' as const, code: 429, status: 200 }],
    ['an HTTP status', { reason: 'http' as const, code: null, status: 429 }],
  ])('says when to try again after a 429 as %s', (_how, init) => {
    const error = new ApiError({ ...init, message: 'Too many attempts.', data: { retryAfter: 120 } });
    expect(contactFailure(error)).toEqual({
      message: 'You have sent several messages in a short time. Please try again in 2 minutes.',
    });
  });

  it("shows the client's own message for other failures", () => {
    const error = new ApiError({ reason: 'network', message: 'The shop could not be reached.' });
    expect(contactFailure(error)).toEqual({ message: 'The shop could not be reached.' });
    expect(contactFailure(new Error('boom'))).toEqual({
      message: 'Your message could not be sent. Please try again.',
    });
  });
});
