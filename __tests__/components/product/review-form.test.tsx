import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ProductReviews } from '@/components/product/product-reviews';
import { resetShopState, shopStore } from '@/lib/client/store';
import type { MyReview, RatingSummary, Review, ReviewPage } from '@/lib/contract/calls/review';
import { BUYERS_ONLY_MESSAGE } from '@/lib/shop/review-eligibility';
import { REVIEW_MESSAGES } from '@/lib/shop/review-rules';
import { ADA } from '../../client/account-fixtures';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';

// "Write a review" on the product page (docs/product.md#calls /api/review/save, with
// /api/review/mine).

startApiTestServer();

const TEXT = 'Light on the nose and the hinges feel solid after a month.';

const listed = (id: number, changes: Partial<Review> = {}): Review => ({
  id,
  rating: 4,
  title: `Review ${id}`,
  text: `Text of review ${id}, comfortable frames.`,
  author: 'James T.',
  createdAt: '2025-05-20T10:00:00.000Z',
  verifiedBuyer: true,
  reply: null,
  ...changes,
});

const summary: RatingSummary = { average: 4, count: 2, stars: { 5: 0, 4: 2, 3: 0, 2: 0, 1: 0 } };
const page: ReviewPage = { list: [listed(8), listed(7)], total: 2, page: 1, pageSize: 5, pageCount: 1 };

let mineBodies: unknown[];
let saveBodies: unknown[];

function mineAnswers(eligible: boolean, review: MyReview | null = null) {
  server.use(
    http.post(`${SHOP}/api/review/mine`, async ({ request }) => {
      mineBodies.push(await request.json());
      return envelope(200, 'success', { eligible, review });
    }),
  );
}

function saveAnswers(reply: () => Response | Promise<Response>) {
  server.use(
    http.post(`${SHOP}/api/review/save`, async ({ request }) => {
      saveBodies.push(await request.json());
      return reply();
    }),
  );
}

const signIn = () => shopStore.setState({ userToken: 'token', userInfo: ADA, hydrated: true });
const renderReviews = () => render(<ProductReviews code="OC1001" summary={summary} page={page} />);
const openForm = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(screen.getByRole('button', { name: 'Write a review' }));
  return screen.findByTestId('review-form');
};
const star = (stars: number) =>
  screen.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` });
const textBox = () => screen.getByRole('textbox', { name: 'Your review' });
const titleBox = () => screen.getByRole('textbox', { name: /Title/ });

beforeEach(() => {
  resetShopState();
  configureForTest();
  mineBodies = [];
  saveBodies = [];
  window.history.replaceState(null, '', '/details/OC1001');
});

describe('ReviewForm (write a review on the product page)', () => {
  it('asks a guest to sign in, without asking the server anything', async () => {
    const user = userEvent.setup();
    shopStore.setState({ hydrated: true });
    renderReviews();
    expect(screen.getByTestId('write-review').closest('section')).toHaveAttribute('id', 'write-review');
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(shopStore.getState().dialogs.login).toBe(true);
    expect(shopStore.getState().loginDialogTab).toBe('login');
    expect(mineBodies).toEqual([]);
    expect(screen.queryByTestId('review-form')).toBeNull();
  });

  it('tells a signed-in shopper who has not received the product that only buyers review it', async () => {
    const user = userEvent.setup();
    signIn();
    mineAnswers(false);
    renderReviews();
    await user.click(screen.getByRole('button', { name: 'Write a review' }));
    expect(await screen.findByText(BUYERS_ONLY_MESSAGE)).toHaveAttribute('role', 'status');
    expect(mineBodies).toEqual([{ code: 'OC1001' }]);
    expect(screen.queryByTestId('review-form')).toBeNull();
    expect(shopStore.getState().dialogs.login).toBe(false);
  });

  it('checks the review with the shop’s rules before sending, with each message by its field', async () => {
    const user = userEvent.setup();
    signIn();
    mineAnswers(true);
    saveAnswers(() => envelope(200, 'success', { id: 1 }));
    renderReviews();
    const form = await openForm(user);
    expect(within(form).getByRole('heading', { name: 'Write a review' })).toBeInTheDocument();
    expect(within(form).getByRole('group', { name: 'Your rating' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(star(1)).toHaveAccessibleDescription(REVIEW_MESSAGES.rating);
    expect(star(1)).toHaveFocus();
    expect(textBox()).toHaveAccessibleDescription(expect.stringContaining(REVIEW_MESSAGES.textTooShort));
    expect(textBox()).toHaveAttribute('aria-invalid', 'true');

    await user.click(star(4));
    await user.type(textBox(), 'Buy yours at www.cheap-frames.shop today, they are great');
    expect(screen.getByTestId('review-text-count')).toHaveTextContent('56 of 2,000 characters');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(textBox()).toHaveAccessibleDescription(expect.stringContaining(REVIEW_MESSAGES.link));
    expect(textBox()).toHaveFocus();
    expect(star(1)).not.toHaveAccessibleDescription(REVIEW_MESSAGES.rating);
    expect(saveBodies).toEqual([]);
  });

  it('shows the server’s 422 messages by the fields they name, and a refusal for the form', async () => {
    const user = userEvent.setup();
    signIn();
    mineAnswers(true);
    saveAnswers(() =>
      envelope(422, 'title: Please leave out e-mail addresses.', {
        fields: { title: REVIEW_MESSAGES.email, text: REVIEW_MESSAGES.repeated },
      }),
    );
    renderReviews();
    await openForm(user);
    await user.click(star(5));
    await user.type(titleBox(), 'Great');
    await user.type(textBox(), TEXT);
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByText(REVIEW_MESSAGES.email)).toBeInTheDocument();
    expect(titleBox()).toHaveAccessibleDescription(REVIEW_MESSAGES.email);
    expect(textBox()).toHaveAccessibleDescription(expect.stringContaining(REVIEW_MESSAGES.repeated));
    expect(titleBox()).toHaveFocus();

    saveAnswers(() => envelope(0, BUYERS_ONLY_MESSAGE));
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    expect(await screen.findByTestId('review-failure')).toHaveTextContent(BUYERS_ONLY_MESSAGE);
    expect(screen.getByRole('button', { name: 'Save review' })).toBeEnabled();
  });

  it('saves, thanks the shopper and shows their review at the top of the list', async () => {
    const user = userEvent.setup();
    signIn();
    mineAnswers(true);
    let answer: (response: Response) => void = () => undefined;
    saveAnswers(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderReviews();
    await openForm(user);
    await user.click(star(5));
    await user.type(titleBox(), '  Just right ');
    await user.type(textBox(), TEXT);
    await user.click(screen.getByRole('button', { name: 'Save review' }));

    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    expect(screen.getByTestId('review-form')).toHaveAttribute('aria-busy', 'true');
    await act(async () => answer(envelope(200, 'success', { id: 42 })));

    const thanks = await screen.findByText('Thank you — your review is published.');
    expect(thanks).toHaveFocus();
    expect(saveBodies).toEqual([{ code: 'OC1001', rating: 5, title: 'Just right', text: TEXT }]);
    expect(screen.queryByTestId('review-form')).toBeNull();
    const [first, ...rest] = screen.getAllByTestId('review');
    expect(first).toHaveTextContent('Just right');
    expect(first).toHaveTextContent(TEXT);
    expect(first).toHaveTextContent('Ada L.');
    expect(first).toHaveTextContent('Verified buyer');
    expect(within(first as HTMLElement).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(rest).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Edit your review' })).toBeInTheDocument();
  });

  it('fills the form with the shopper’s review and edits it in place in the list', async () => {
    const user = userEvent.setup();
    signIn();
    mineAnswers(true, { rating: 3, title: null, text: TEXT });
    saveAnswers(() => envelope(200, 'success', { id: 7 }));
    renderReviews();
    const form = await openForm(user);
    expect(within(form).getByRole('heading', { name: 'Edit your review' })).toBeInTheDocument();
    expect(star(3)).toBeChecked();
    expect(titleBox()).toHaveValue('');
    expect(textBox()).toHaveValue(TEXT);

    await user.click(star(2));
    await user.type(titleBox(), 'Changed my mind');
    await user.click(screen.getByRole('button', { name: 'Save review' }));
    await screen.findByText('Thank you — your review is published.');
    expect(saveBodies).toEqual([{ code: 'OC1001', rating: 2, title: 'Changed my mind', text: TEXT }]);
    const shown = screen.getAllByTestId('review');
    expect(shown).toHaveLength(2);
    expect(shown[0]).toHaveTextContent('Changed my mind');
    expect(shown[0]).toHaveTextContent('May 20, 2025');
    expect(shown[1]).toHaveTextContent('Review 8');
  });

  it('opens by itself when the address ends in #write-review (the account’s order page links there)', async () => {
    signIn();
    mineAnswers(true, { rating: 4, title: 'Nice', text: TEXT });
    window.history.replaceState(null, '', '/details/OC1001#write-review');
    renderReviews();
    const form = await screen.findByTestId('review-form');
    expect(within(form).getByRole('heading', { name: 'Edit your review' })).toBeInTheDocument();
    expect(star(4)).toBeChecked();
    expect(mineBodies).toEqual([{ code: 'OC1001' }]);
  });
});
