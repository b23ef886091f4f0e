import {
  answerHeadline,
  answerRefusal,
  BEING_REFUNDED,
  isAbandonedClaim,
  REFUND_CLAIM_MINUTES,
  statusAfterAnswer,
} from '@/lib/shop/after-sales-answers';

// docs/product.md#after-sales: an answered request's order goes to 5 Refunded or back.

describe('statusAfterAnswer', () => {
  it.each([
    ['a decline of a shipped order', { statusBeforeReview: 2, totalCents: 5000, refundedCents: 0 }, 2],
    ['an exchange of a completed order', { statusBeforeReview: 4, totalCents: 5000, refundedCents: 0 }, 4],
    ['a partial refund', { statusBeforeReview: 1, totalCents: 5000, refundedCents: 2500 }, 1],
    ['a full refund', { statusBeforeReview: 2, totalCents: 5000, refundedCents: 5000 }, 5],
    [
      'an order without its status before review',
      { statusBeforeReview: null, totalCents: 5000, refundedCents: 0 },
      1,
    ],
    ['a free order (nothing to refund)', { statusBeforeReview: 4, totalCents: 0, refundedCents: 0 }, 4],
  ])('%s', (_case, order, status) => {
    expect(statusAfterAnswer(order)).toBe(status);
  });
});

describe('answerRefusal', () => {
  it.each([
    [{ state: 'pending', outcome: null }, null],
    [{ state: 'pending', outcome: 'refund' }, BEING_REFUNDED],
    [{ state: 'approved', outcome: 'exchange' }, 'This request has already been approved.'],
    [{ state: 'declined', outcome: null }, 'This request has already been declined.'],
    [{ state: 'lost', outcome: null }, 'This request cannot be answered.'],
  ])('%o → %s', (request, refusal) => {
    expect(answerRefusal(request)).toBe(refusal);
  });
});

describe('isAbandonedClaim', () => {
  const now = new Date('2026-11-24T12:00:00Z');
  const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
  it.each([
    ['a fresh claim', { state: 'pending', outcome: 'refund', resolvedAt: ago(0.5) }, false],
    [
      'a claim past its minutes',
      { state: 'pending', outcome: 'refund', resolvedAt: ago(REFUND_CLAIM_MINUTES) },
      true,
    ],
    ['a claim with no time', { state: 'pending', outcome: 'refund', resolvedAt: null }, true],
    ['a request nobody claimed', { state: 'pending', outcome: null, resolvedAt: null }, false],
    ['an answered request', { state: 'approved', outcome: 'refund', resolvedAt: ago(60) }, false],
  ])('%s', (_case, request, abandoned) => {
    expect(isAbandonedClaim(request, now)).toBe(abandoned);
  });
});

describe('answerHeadline', () => {
  it.each([
    ['return', { decision: 'declined' as const }, 'We could not accept your return request.'],
    [
      'return',
      { decision: 'approved' as const, outcome: 'refund' as const },
      'We approved your return request and refunded you.',
    ],
    [
      'exchange',
      { decision: 'approved' as const, outcome: 'exchange' as const },
      'We approved your exchange request: we will send you a replacement.',
    ],
    [
      'repair',
      { decision: 'approved' as const, outcome: 'exchange' as const },
      'We approved your repair request: we will repair or replace your glasses.',
    ],
  ] as const)('%s, %o', (kind, answer, headline) => {
    expect(answerHeadline(kind, answer)).toBe(headline);
  });
});
