import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ReviewCard } from '@/components/admin/reviews/review-card';
import type { AdminReview } from '@/lib/contract/calls/admin/reviews';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';

// A review in the console, hidden, shown again and answered as the shop.

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

startApiTestServer();

let sent: { path: string; body: Record<string, unknown> }[];

beforeEach(() => {
  configureForTest();
  sent = [];
  refresh.mockReset();
  document.cookie = `${OPERATOR_COOKIE}=tok_catalog; path=/`;
});

const review: AdminReview = {
  id: 41,
  productId: 3,
  productCode: 'OC1024',
  productName: 'Harbor',
  rating: 2,
  title: 'Loose hinge',
  text: 'The hinge came loose after a week.',
  author: 'Maria K.',
  verifiedBuyer: true,
  createdAt: '2026-05-01T10:00:00.000Z',
  published: true,
  hiddenAt: null,
  reply: null,
};

function answers(path: string, reply: () => Response) {
  server.use(
    http.post(`${SHOP}/api/admin/reviews/${path}`, async ({ request }) => {
      sent.push({ path, body: (await request.json()) as Record<string, unknown> });
      return reply();
    }),
  );
}

const inList = (element: React.ReactElement) => render(<ul>{element}</ul>);

it('hides a shown review and refreshes the list', async () => {
  answers('hide', () => envelope(200, 'success', { ...review, published: false }));
  inList(<ReviewCard review={review} />);
  expect(screen.getByText('Shown')).toBeInTheDocument();
  await userEvent.setup().click(screen.getByTestId('review-hide'));
  expect(sent).toEqual([{ path: 'hide', body: { id: 41 } }]);
  expect(refresh).toHaveBeenCalled();
});

it('offers "Show again" for a hidden review', () => {
  inList(<ReviewCard review={{ ...review, published: false, hiddenAt: '2026-05-02T10:00:00.000Z' }} />);
  expect(screen.getByText('Hidden')).toBeInTheDocument();
  expect(screen.getByTestId('review-restore')).toHaveTextContent('Show again');
  expect(screen.queryByTestId('review-hide')).toBeNull();
});

it('answers as the shop, and shows the server’s field message', async () => {
  const user = userEvent.setup();
  answers('reply', () =>
    envelope(422, 'Keep the answer under 2000 characters.', {
      fields: { text: 'Keep the answer under 2000 characters.' },
    }),
  );
  inList(<ReviewCard review={review} />);
  await user.click(screen.getByTestId('review-answer'));
  const dialog = screen.getByRole('dialog');
  await user.click(within(dialog).getByTestId('review-reply-submit'));
  expect(within(dialog).getByText('Give the answer.')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.type(within(dialog).getByTestId('review-reply-text'), '  Sorry, a new hinge is on its way. ');
  await user.click(within(dialog).getByTestId('review-reply-submit'));
  expect(sent).toEqual([{ path: 'reply', body: { id: 41, text: 'Sorry, a new hinge is on its way.' } }]);
  expect(await within(dialog).findByText('Keep the answer under 2000 characters.')).toBeInTheDocument();
});

it('shows the answer and offers to remove it', () => {
  inList(
    <ReviewCard
      review={{ ...review, reply: { text: 'Thank you!', repliedAt: '2026-05-03T10:00:00.000Z' } }}
    />,
  );
  expect(screen.getByTestId('admin-review-reply')).toHaveTextContent('Thank you!');
  expect(screen.getByTestId('review-answer')).toHaveTextContent('Change the answer…');
  expect(screen.getByTestId('review-remove-answer')).toBeInTheDocument();
});
