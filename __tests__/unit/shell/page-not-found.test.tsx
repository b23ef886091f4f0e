import { prerenderToNodeStream } from 'react-dom/static';
import { PageNotFound } from '@/components/app/page-not-found';

// docs/product.md#not-found-pages: a cached page that finds nothing at its address draws the 404 page
// in the server's HTML and still tells Next.js "not found" (its 404 status). Rendered here as Next.js
// renders a page for the page cache: a prerender that waits for every Suspense boundary.

async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

function digestOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null ? Reflect.get(error, 'digest') : undefined;
}

describe('PageNotFound', () => {
  it('draws the 404 page in the HTML and reports not-found from inside a boundary', async () => {
    const errors: unknown[] = [];
    // The prerender completes (a notFound() outside any boundary would fail the whole document).
    const { prelude } = await prerenderToNodeStream(<PageNotFound />, {
      onError: (error) => {
        errors.push(error);
      },
    });
    const html = await text(prelude);
    expect(html).toContain('<h1 id="error-view-title"');
    expect(html).toContain('This page could not be found');
    expect(html).toMatch(/<a[^>]*href="\/"[^>]*>Back to home<\/a>/);
    // The signal Next.js turns into the 404 status.
    expect(errors.map(digestOf)).toEqual(['NEXT_HTTP_ERROR_FALLBACK;404']);
  });
});
