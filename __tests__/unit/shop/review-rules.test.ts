import { REVIEW_MESSAGES, isMostlyCapitals, reviewProblems, type ReviewDraft } from '@/lib/shop/review-rules';

// docs/product.md#calls /api/review/save: "rating 1–5 and text with moderated length".
const GOOD_TEXT = 'Comfortable frames and the lenses are crisp. Delivery took a week.';
const draft = (changes: Partial<ReviewDraft>): ReviewDraft => ({
  rating: 5,
  title: 'Love them',
  text: GOOD_TEXT,
  ...changes,
});

describe('review moderation rules (docs/product.md#calls review/save)', () => {
  it('passes a well-formed review', () => {
    expect(reviewProblems(draft({}))).toEqual({});
  });

  it.each([
    ['rating 1', { rating: 1 }],
    ['rating 5', { rating: 5 }],
    ['no title', { title: undefined }],
    ['an empty title', { title: '   ' }],
    ['a null title', { title: null }],
    ['a title of exactly 80 characters', { title: 'Great frames. '.repeat(6).slice(0, 80) }],
    ['text of exactly 20 characters after trimming', { text: '   Nice frames, I liked   ' }],
    ['text of exactly 2000 characters', { text: 'Good frames. '.repeat(160).slice(0, 2000) }],
    [
      'a few capitals (acronyms, a shout of joy)',
      { text: 'The UV protection on these TR90 frames is GREAT, really.' },
    ],
    ['five repeated characters', { text: 'Sooooo comfortable, the best pair I have owned.' }],
    ['numbers with dots', { text: 'Rated 4.5 by me, e.g. for comfort and the 1.67 lenses.' }],
    ['a sentence missing its space', { text: 'They arrived fast.Me and my wife both love them.' }],
  ])('accepts %s', (_case, changes) => {
    expect(reviewProblems(draft(changes))).toEqual({});
  });

  it.each([
    ['rating 0', { rating: 0 }, 'rating', REVIEW_MESSAGES.rating],
    ['rating 6', { rating: 6 }, 'rating', REVIEW_MESSAGES.rating],
    ['rating 4.5', { rating: 4.5 }, 'rating', REVIEW_MESSAGES.rating],
    ['a rating as text', { rating: '5' }, 'rating', REVIEW_MESSAGES.rating],
    ['a missing rating', { rating: undefined }, 'rating', REVIEW_MESSAGES.rating],
    ['a title of 81 characters', { title: 'a'.repeat(81) }, 'title', REVIEW_MESSAGES.titleTooLong],
    ['a link in the title', { title: 'see www.cheap-frames.example' }, 'title', REVIEW_MESSAGES.link],
    ['text of 19 characters', { text: 'Nice frames, I like' + ' ' }, 'text', REVIEW_MESSAGES.textTooShort],
    [
      'padding that hides short text',
      { text: `${' '.repeat(30)}ok${' '.repeat(30)}` },
      'text',
      REVIEW_MESSAGES.textTooShort,
    ],
    [
      'text of 2001 characters',
      { text: 'x y '.repeat(501).slice(0, 2001) },
      'text',
      REVIEW_MESSAGES.textTooLong,
    ],
    [
      'text in capitals',
      { text: 'THESE ARE THE WORST GLASSES I HAVE EVER BOUGHT' },
      'text',
      REVIEW_MESSAGES.shouting,
    ],
    [
      'an http link',
      { text: 'Great frames, more deals at https://spam.example/deal' },
      'text',
      REVIEW_MESSAGES.link,
    ],
    [
      'a www address',
      { text: 'Great frames, more deals at www.spam-deals.example' },
      'text',
      REVIEW_MESSAGES.link,
    ],
    [
      'a bare domain',
      { text: 'Great frames, buy cheaper at frames-outlet.com today' },
      'text',
      REVIEW_MESSAGES.link,
    ],
    [
      'an e-mail address',
      { text: 'Write to me at maria.k@example.org for details' },
      'text',
      REVIEW_MESSAGES.email,
    ],
    [
      'one character six times',
      { text: 'Love them so much!!!!!! Best pair ever bought.' },
      'text',
      REVIEW_MESSAGES.repeated,
    ],
    [
      'a long run of one letter',
      { text: 'Sooooooooo comfortable, the best pair I have owned.' },
      'text',
      REVIEW_MESSAGES.repeated,
    ],
  ])('refuses %s', (_case, changes, field, message) => {
    expect(reviewProblems(draft(changes))).toEqual({ [field]: message });
  });

  it('reports every field that fails at once', () => {
    expect(reviewProblems({ rating: 9, title: 'b'.repeat(100), text: 'short' })).toEqual({
      rating: REVIEW_MESSAGES.rating,
      title: REVIEW_MESSAGES.titleTooLong,
      text: REVIEW_MESSAGES.textTooShort,
    });
  });

  it.each([
    ['lower case', 'comfortable frames, lovely colour', false],
    ['more capitals than small letters', 'COMFORTABLE FRAMES, lovely', true],
    ['as many capitals as small letters', 'ABCDEFabcdef', false],
    ['a short shout', 'WOW LOVE', false],
    ['letters without case', '很好的眼镜，非常舒服，推荐购买', false],
  ])('isMostlyCapitals: %s', (_case, text, expected) => {
    expect(isMostlyCapitals(text)).toBe(expected);
  });
});
