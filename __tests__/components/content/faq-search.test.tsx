import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FaqSearch } from '@/components/content/faq-search';
import type { FaqSummary } from '@/lib/contract/calls/question';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
  type TestHooks,
} from '../../client/api/api-test-server';

startApiTestServer();

const LENS_ARTICLES: FaqSummary[] = [
  {
    id: 1,
    slug: 'lens-index-guide',
    topic: 'lenses',
    title: 'Which lens index should I choose?',
    summary: 'Thinner lenses.',
  },
  {
    id: 2,
    slug: 'lens-types',
    topic: 'lenses',
    title: 'Clear, blue-light or tinted?',
    summary: 'Lens types.',
  },
];

let hooks: TestHooks;
let searched: unknown[];

beforeEach(() => {
  hooks = configureForTest();
  searched = [];
});

function searchAnswers(answer: (keyword: string) => Response) {
  server.use(
    http.post(`${SHOP}/api/question/search`, async ({ request }) => {
      const body = (await request.json()) as { keyword: string };
      searched.push(body);
      return answer(body.keyword);
    }),
  );
}

const input = () => screen.getByRole('searchbox', { name: 'Search the help articles' });

describe('FaqSearch', () => {
  it('searches as the shopper types, after a pause, and links each match to its article', async () => {
    searchAnswers(() => envelope(200, 'success', { list: LENS_ARTICLES }));
    const user = userEvent.setup();
    render(<FaqSearch />);
    await user.type(input(), 'lens');

    const first = await screen.findByRole(
      'link',
      { name: 'Which lens index should I choose?' },
      { timeout: 3000 },
    );
    expect(first).toHaveAttribute('href', '/faq/lens-index-guide');
    expect(screen.getByRole('link', { name: 'Clear, blue-light or tinted?' })).toHaveAttribute(
      'href',
      '/faq/lens-types',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 articles match “lens”.');
    // one call for the whole word, not one per letter
    expect(searched).toEqual([{ keyword: 'lens', limit: 10 }]);
  });

  it('searches at once on Enter', async () => {
    searchAnswers(() => envelope(200, 'success', { list: LENS_ARTICLES.slice(0, 1) }));
    const user = userEvent.setup();
    render(<FaqSearch />);
    await user.type(input(), 'index{Enter}');
    // at once: well before the 600 ms debounce, after the 200 ms fetch minimum delay
    // (docs/product.md#constants)
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('1 article matches “index”.'), {
      timeout: 500,
    });
  });

  it('says when nothing matches and offers the contact page', async () => {
    searchAnswers(() => envelope(200, 'success', { list: [] }));
    const user = userEvent.setup();
    render(<FaqSearch />);
    await user.type(input(), 'teleport{Enter}');
    expect(await screen.findByText('No articles match “teleport”.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ask us directly' })).toHaveAttribute('href', '/contact-us');
    expect(screen.queryByTestId('faq-search-results')).not.toBeInTheDocument();
  });

  it.each([
    ['refused', () => envelope(0, 'Search is resting.')],
    ['unreachable', () => HttpResponse.error()],
  ])('says search is unavailable when it is %s, without a snackbar tip', async (_how, answer) => {
    searchAnswers(answer);
    const user = userEvent.setup();
    render(<FaqSearch />);
    await user.type(input(), 'returns{Enter}');
    expect(await screen.findByText(/Search is not available right now/)).toBeInTheDocument();
    expect(hooks.onTip).not.toHaveBeenCalled();
  });

  it('does not search for a single letter, and clears the results when the field is emptied', async () => {
    searchAnswers(() => envelope(200, 'success', { list: LENS_ARTICLES }));
    const user = userEvent.setup();
    render(<FaqSearch />);
    await user.type(input(), 'l{Enter}');
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(searched).toEqual([]);

    await user.type(input(), 'ens{Enter}');
    expect(await screen.findByTestId('faq-search-results')).toBeInTheDocument();
    await user.clear(input());
    expect(screen.queryByTestId('faq-search-results')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
