import { render } from '@testing-library/react';
import { ChunkReloadGuard } from '@/components/app/chunk-reload-guard';
import { ScrollRestorer } from '@/components/app/scroll-restorer';
import { CHUNK_RELOAD_AT_KEY } from '@/lib/client/chunk-reload';
import { reloadPage } from '@/lib/client/page-reload';

jest.mock('@/lib/client/page-reload', () => ({ reloadPage: jest.fn() }));

let pathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

function chunkRejection(): Event {
  const event = new Event('unhandledrejection');
  const error = new Error('Loading chunk 12 failed.');
  error.name = 'ChunkLoadError';
  Object.assign(event, { reason: error, promise: Promise.resolve() });
  return event;
}

describe('ChunkReloadGuard (docs/product.md#errors)', () => {
  beforeEach(() => {
    sessionStorage.clear();
    jest.mocked(reloadPage).mockClear();
  });

  it('reloads once for a failed chunk load and not again within 60 seconds', () => {
    render(<ChunkReloadGuard />);
    window.dispatchEvent(chunkRejection());
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(Number(sessionStorage.getItem(CHUNK_RELOAD_AT_KEY))).toBeGreaterThan(0);

    window.dispatchEvent(chunkRejection());
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('reloads again when the last reload is older than 60 seconds', () => {
    sessionStorage.setItem(CHUNK_RELOAD_AT_KEY, String(Date.now() - 61_000));
    render(<ChunkReloadGuard />);
    window.dispatchEvent(chunkRejection());
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', () => {
    render(<ChunkReloadGuard />);
    window.dispatchEvent(
      new ErrorEvent('error', { error: new Error('render failed'), message: 'render failed' }),
    );
    expect(reloadPage).not.toHaveBeenCalled();
  });
});

describe('ScrollRestorer (docs/product.md#routes)', () => {
  beforeEach(() => {
    pathname = '/';
    window.history.replaceState(null, '', '/');
    document.body.innerHTML = '';
  });

  it('scrolls to the top on a route change', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const { rerender } = render(<ScrollRestorer />);
    expect(scrollTo).not.toHaveBeenCalled();

    pathname = '/eyeglasses';
    window.history.replaceState(null, '', '/eyeglasses');
    rerender(<ScrollRestorer />);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
    scrollTo.mockRestore();
  });

  it('scrolls to the hash target when one is given', () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const target = document.createElement('section');
    target.id = 'shipping';
    target.scrollIntoView = jest.fn();
    document.body.append(target);
    const { rerender } = render(<ScrollRestorer />);

    pathname = '/faq';
    window.history.replaceState(null, '', '/faq#shipping');
    rerender(<ScrollRestorer />);
    expect(target.scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
    scrollTo.mockRestore();
  });
});
