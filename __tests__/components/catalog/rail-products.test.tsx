import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SWRConfig } from 'swr';
import { ProductRail } from '@/components/catalog/product-rail';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { card } from './listing-fixtures';

// A card's link prefetches its page through the router when the shopper shows intent
// (components/ui/intent-link.tsx); no app router is mounted here.
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ prefetch: jest.fn() }),
}));

// A home rail fetches nothing until it comes near the viewport, then shows its frames, in stock
// first; a failed fetch can be tried again.

startApiTestServer();

/** IntersectionObserver as the browser reports an element coming within the preload margin. */
let observed: { callback: IntersectionObserverCallback; observer: IntersectionObserver }[] = [];
class FakeIntersectionObserver {
  constructor(callback: IntersectionObserverCallback) {
    observed.push({ callback, observer: this as unknown as IntersectionObserver });
  }
  observe() {}
  disconnect() {}
}
/** The observer reporting the rail inside its margin: `top` is where the rail starts on screen. */
function comeNear(top = 0) {
  act(() => {
    for (const { callback, observer } of observed)
      callback(
        [{ isIntersecting: true, boundingClientRect: { top } } as IntersectionObserverEntry],
        observer,
      );
  });
}

let asked: unknown[];
function answerWith(...replies: (() => Response)[]) {
  server.use(
    http.post(`${SHOP}/api/goods/list`, async ({ request }) => {
      asked.push(await request.json());
      const reply = replies[Math.min(asked.length, replies.length) - 1];
      if (!reply) throw new Error('no reply');
      return reply();
    }),
  );
}
const frames = () =>
  envelope(200, 'success', {
    list: [card('OC1001', false), card('OC1002'), card('OC1003', false), card('OC1004')],
    total: 4,
    pageCount: 1,
  });

function renderRail() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ProductRail title="New Arrivals" href="/new-arrivals" category="new_arrivals" testId="rail" />
    </SWRConfig>,
  );
}

beforeEach(() => {
  configureForTest();
  asked = [];
  observed = [];
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    value: FakeIntersectionObserver,
  });
});

describe('a home rail', () => {
  it('asks for nothing until it is near, then shows frames in stock first', async () => {
    answerWith(frames);
    renderRail();
    expect(screen.getByRole('heading', { name: 'New Arrivals' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Shop all' })).toHaveAttribute('href', '/new-arrivals');
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(asked).toEqual([]);
    expect(screen.queryByTestId('product-card')).toBeNull();

    comeNear();
    const rail = screen.getByTestId('rail');
    const tiles = await within(rail).findAllByTestId('product-card');
    expect(asked).toEqual([{ category: 'new_arrivals', sort: 'featured', page: 1, pageSize: 8 }]);
    expect(tiles.map((tile) => within(tile).getByRole('heading').textContent)).toEqual([
      'Frame OC1002',
      'Frame OC1004',
      'Frame OC1001',
      'Frame OC1003',
    ]);
    expect(tiles[0]).not.toHaveTextContent('Sold out');
    expect(tiles[2]).toHaveTextContent('Sold out');
  });

  it('under the fold, waits for the first scroll before it asks', async () => {
    answerWith(frames);
    renderRail();
    comeNear(window.innerHeight + 40); // within the 1.3 screens, but not in view
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(asked).toEqual([]);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findAllByTestId('product-card')).toHaveLength(4);
    expect(asked).toHaveLength(1);
  });

  it('says so when its frames could not be loaded, and tries again on request', async () => {
    answerWith(() => envelope(500, 'Server error', null, 500), frames);
    renderRail();
    comeNear();
    const failure = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(failure).toHaveTextContent('These frames could not be loaded.');
    await userEvent.click(within(failure).getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('product-card')).toHaveLength(4);
  });
});
