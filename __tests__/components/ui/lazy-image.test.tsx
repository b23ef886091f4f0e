import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyImage } from '@/components/ui/lazy-image';
import { readFileSync } from 'node:fs';
import { IMAGE_PLACEHOLDER } from '@/lib/shop/image-placeholder';

// docs/product.md#constants: "Lazy images: preload factor 1.3, 5 attempts, with a placeholder
// image." The path and query are what matter here, however the address is written.
const srcOf = (element: HTMLElement) => element.getAttribute('src')?.replace(/^http:\/\/localhost/, '');

describe('LazyImage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const renderImage = () =>
    render(<LazyImage src="/media/frame.svg" alt="Front view" width={640} height={320} />);

  it('is lazy, shows the placeholder while loading, and keeps its real address in the HTML', () => {
    renderImage();
    const image = screen.getByRole('img', { name: 'Front view' });
    expect(srcOf(image)).toBe('/media/frame.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveClass('waiting');
  });

  // The page's main picture is its largest paint: asked for at once and ahead of other pictures,
  // which Chrome starts at low priority until it has laid the page out (as next/image's priority).
  it('fetches the main picture eagerly and at high priority; the others lazily, at the browser’s', () => {
    render(
      <>
        <LazyImage src="/media/main.svg" alt="Main" width={640} height={320} priority />
        <LazyImage src="/media/other.svg" alt="Other" width={640} height={320} />
      </>,
    );
    const main = screen.getByRole('img', { name: 'Main' });
    expect(main).not.toHaveAttribute('loading');
    expect(main).toHaveAttribute('fetchpriority', 'high');
    const other = screen.getByRole('img', { name: 'Other' });
    expect(other).toHaveAttribute('loading', 'lazy');
    expect(other).not.toHaveAttribute('fetchpriority');
  });

  it('draws the same placeholder behind a picture as it shows for a failed one', () => {
    const css = readFileSync('components/ui/lazy-image.module.css', 'utf8');
    // in either quotes (prettier writes the project's single ones; the address itself has none)
    expect(css.replaceAll("'", '"')).toContain(`url("${IMAGE_PLACEHOLDER}")`);
  });

  it('tries 5 times in all, each with a fresh address, then shows the placeholder', () => {
    renderImage();
    const image = () => screen.getByRole('img', { name: 'Front view' });
    const seen = [srcOf(image())];
    for (let failure = 1; failure <= 4; failure += 1) {
      fireEvent.error(image());
      act(() => jest.runOnlyPendingTimers());
      seen.push(srcOf(image()));
    }
    expect(seen).toEqual([
      '/media/frame.svg',
      '/media/frame.svg?attempt=1',
      '/media/frame.svg?attempt=2',
      '/media/frame.svg?attempt=3',
      '/media/frame.svg?attempt=4',
    ]);
    expect(image()).not.toHaveAttribute('data-failed');
    fireEvent.error(image());
    act(() => jest.runOnlyPendingTimers());
    expect(image()).toHaveAttribute('src', IMAGE_PLACEHOLDER);
    expect(image()).toHaveAttribute('data-failed', 'true');
  });

  it('drops the placeholder once the picture has arrived', async () => {
    renderImage();
    const image = screen.getByRole('img', { name: 'Front view' });
    fireEvent.load(image);
    await act(async () => undefined);
    expect(image).not.toHaveClass('waiting');
    expect(image).toHaveClass('arrived');
  });

  it('stops retrying once a later attempt loads', () => {
    renderImage();
    const image = () => screen.getByRole('img', { name: 'Front view' });
    fireEvent.error(image());
    act(() => jest.runOnlyPendingTimers());
    fireEvent.load(image());
    act(() => jest.runOnlyPendingTimers());
    expect(srcOf(image())).toBe('/media/frame.svg?attempt=1');
  });
});
