import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import RouteError from '@/app/error';
import GlobalError from '@/app/global-error';
import NotFound from '@/app/not-found';
import { CHUNK_RELOAD_AT_KEY } from '@/lib/client/chunk-reload';
import { reloadPage } from '@/lib/client/page-reload';

jest.mock('@/lib/client/page-reload', () => ({ reloadPage: jest.fn() }));

/** What Turbopack's runtime throws when a chunk of the next page cannot be fetched. */
function chunkLoadError(): Error {
  const error = new Error('Failed to load chunk /_next/static/chunks/0a1b2c.js from module 4242');
  error.name = 'ChunkLoadError';
  return error;
}

describe('not-found (docs/product.md#errors: missing route)', () => {
  it('shows 404 and "This page could not be found" with a way home', () => {
    render(<NotFound />);
    expect(
      screen.getByRole('heading', { level: 1, name: 'This page could not be found' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('404');
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });
});

describe('error (docs/product.md#errors: other route failures)', () => {
  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it.each([
    [Object.assign(new Error('gone'), { statusCode: 404 }), '404'],
    [{ response: { status: 504 } }, '504'],
    [new Error('boom'), '500'],
  ])('shows "An error occurred" with the status of %p', (error, status) => {
    render(<RouteError error={error} retry={jest.fn()} reset={jest.fn()} />);
    expect(screen.getByRole('heading', { level: 1, name: 'An error occurred' })).toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent(status);
  });

  it('offers to try again', async () => {
    const retry = jest.fn();
    render(<RouteError error={new Error('boom')} retry={retry} reset={jest.fn()} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('global-error (docs/product.md#errors: the error page itself fails)', () => {
  it('renders its own document with the text and a link home', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('layout broke')} retry={jest.fn()} />);
    expect(html).toMatch(/^<html lang="en">/);
    expect(html).toContain('<body');
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const page = document.createElement('div');
    page.innerHTML = doc.body.innerHTML;
    document.body.append(page);
    const view = within(page);
    expect(
      view.getByRole('heading', { name: 'An error occurred while showing the error page' }),
    ).toBeInTheDocument();
    expect(view.getByRole('link', { name: 'Go back to home' })).toHaveAttribute('href', '/');
    page.remove();
  });
});

describe('a failed code-chunk load reloads instead of showing the error page (docs/product.md#errors)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.mocked(reloadPage).mockReset();
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('the route boundary hands a ChunkLoadError to the guard: one reload, no error view', () => {
    const before = Date.now();
    render(<RouteError error={chunkLoadError()} retry={jest.fn()} />);
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId('error-view')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the newest version of the shop');
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_AT_KEY))).toBeGreaterThanOrEqual(before);
  });

  it('a second failure within 60 s shows the error view and does not reload again', () => {
    sessionStorage.setItem(CHUNK_RELOAD_AT_KEY, String(Date.now() - 10_000));
    render(<RouteError error={chunkLoadError()} retry={jest.fn()} />);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.getByTestId('error-status')).toHaveTextContent('500');
  });

  it('a failure 60 s or more after the last reload reloads again', () => {
    sessionStorage.setItem(CHUNK_RELOAD_AT_KEY, String(Date.now() - 61_000));
    render(<RouteError error={chunkLoadError()} retry={jest.fn()} />);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('any other error shows the error view without a reload', () => {
    render(<RouteError error={new Error('render failed')} retry={jest.fn()} />);
    expect(reloadPage).not.toHaveBeenCalled();
    expect(screen.getByTestId('error-view')).toBeInTheDocument();
  });

  it('global-error hands a ChunkLoadError to the same guard', () => {
    const html = renderToStaticMarkup(<GlobalError error={chunkLoadError()} />);
    expect(html).not.toContain('An error occurred while showing the error page');
    expect(html).toContain('Loading the newest version of the shop');
  });
});

describe('the error pages carry the shop’s title (docs/product.md#routes)', () => {
  it('global-error is titled "An error occurred | Oculo – stylish eyeglasses online and affordable prescription glasses"', () => {
    const html = renderToStaticMarkup(<GlobalError error={new Error('layout broke')} />);
    expect(html).toContain(
      '<title>An error occurred | Oculo – stylish eyeglasses online and affordable prescription glasses</title>',
    );
  });
});
