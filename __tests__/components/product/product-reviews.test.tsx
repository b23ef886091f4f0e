import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callApi } from '@/lib/api';
import { ProductReviews } from '@/components/product/product-reviews';
import type { RatingSummary, Review, ReviewPage } from '@/lib/contract/calls/review';
import { ShopNameProvider } from '@/components/app/shop-name';

jest.mock('@/lib/api', () => ({ callApi: jest.fn() }));
const mockedCallApi = callApi as jest.MockedFunction<typeof callApi>;

const review = (id: number, changes: Partial<Review> = {}): Review => ({
  id,
  rating: 5,
  title: `Review ${id}`,
  text: `Text of review ${id}, comfortable frames.`,
  author: 'Maria K.',
  createdAt: '2025-05-20T10:00:00.000Z',
  verifiedBuyer: true,
  reply: null,
  ...changes,
});

const summary: RatingSummary = { average: 4.3, count: 7, stars: { 5: 4, 4: 1, 3: 1, 2: 1, 1: 0 } };
const firstPage: ReviewPage = {
  list: [review(7), review(6, { rating: 2, title: null, verifiedBuyer: false, author: 'James T.' })],
  total: 7,
  page: 1,
  pageSize: 2,
  pageCount: 4,
};

beforeEach(() => mockedCallApi.mockReset());

describe('ProductReviews (docs/product.md#calls review/info and review/list on the product page)', () => {
  it('shows the rating summary with a bar per star', () => {
    render(<ProductReviews code="OC1001" summary={summary} page={firstPage} />);
    const summaryBox = screen.getByTestId('review-summary');
    expect(summaryBox).toHaveTextContent('4.3');
    expect(summaryBox).toHaveTextContent('7 reviews');
    expect(within(summaryBox).getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(within(summaryBox).getByLabelText('5 star reviews')).toHaveAttribute('value', '4');
    expect(within(summaryBox).getByLabelText('1 star reviews')).toHaveAttribute('value', '0');
  });

  it('lists the reviews with stars, author, date and the verified-buyer mark', () => {
    render(<ProductReviews code="OC1001" summary={summary} page={firstPage} />);
    const [first, second] = screen.getAllByTestId('review');
    expect(first).toHaveTextContent('Review 7');
    expect(first).toHaveTextContent('Maria K.');
    expect(first).toHaveTextContent('May 20, 2025');
    expect(first).toHaveTextContent('Verified buyer');
    expect(within(first as HTMLElement).getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
    expect(second).not.toHaveTextContent('Verified buyer');
    expect(within(second as HTMLElement).getByRole('img', { name: '2 out of 5 stars' })).toBeInTheDocument();
  });

  it("shows the shop's answer under its review, and no answer box under the others", () => {
    const answered = review(9, {
      reply: { text: 'Thank you, Maria!', repliedAt: '2025-06-02T08:00:00.000Z' },
    });
    const page = { ...firstPage, list: [answered, review(8)] };
    render(<ProductReviews code="OC1001" summary={summary} page={page} />);
    const [first, second] = screen.getAllByTestId('review');
    const reply = within(first as HTMLElement).getByTestId('review-reply');
    expect(reply).toHaveTextContent('Reply from Oculo');
    expect(reply).toHaveTextContent('Thank you, Maria!');
    expect(reply).toHaveTextContent('June 2, 2025');
    expect(within(second as HTMLElement).queryByTestId('review-reply')).toBeNull();
  });

  it('signs the answer with the name the owner gave the shop (docs/operating.md#store-brand)', () => {
    const answered = review(9, { reply: { text: 'Thank you!', repliedAt: '2025-06-02T08:00:00.000Z' } });
    render(
      <ShopNameProvider shopName="Lens & Co">
        <ProductReviews code="OC1001" summary={summary} page={{ ...firstPage, list: [answered] }} />
      </ShopNameProvider>,
    );
    expect(screen.getByTestId('review-reply')).toHaveTextContent('Reply from Lens & Co');
  });

  it('loads further pages with "More reviews" until there are none', async () => {
    const user = userEvent.setup();
    mockedCallApi.mockImplementation(async (_call, input) => {
      const page = (input as { page: number }).page;
      return {
        ...firstPage,
        page,
        list: page === 4 ? [review(1)] : [review(9 - 2 * page), review(8 - 2 * page)],
      };
    });
    render(<ProductReviews code="OC1001" summary={summary} page={firstPage} />);
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByTestId('more-reviews'));
    expect(mockedCallApi).toHaveBeenLastCalledWith(expect.objectContaining({ path: '/api/review/list' }), {
      code: 'OC1001',
      page: 4,
      pageSize: 2,
      sort: 'newest',
    });
    expect(screen.getAllByTestId('review')).toHaveLength(7);
    expect(screen.queryByTestId('more-reviews')).not.toBeInTheDocument();
  });

  it('says so when nobody has reviewed the product yet', () => {
    const none: RatingSummary = { average: 0, count: 0, stars: { 5: 0, 4: 0, 3: 0, 2: 0, 1: 0 } };
    render(
      <ProductReviews
        code="OC1001"
        summary={none}
        page={{ ...firstPage, list: [], total: 0, pageCount: 0 }}
      />,
    );
    expect(screen.getByTestId('product-reviews')).toHaveTextContent('No reviews yet');
    expect(screen.queryByTestId('review')).not.toBeInTheDocument();
    expect(screen.queryByTestId('more-reviews')).not.toBeInTheDocument();
  });
});
