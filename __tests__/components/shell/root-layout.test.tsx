import type { ReactElement } from 'react';
import RootLayout, { viewport } from '@/app/layout';

// docs/product.md#constants: theme colours and the locale, as the root layout hands them to the
// browser.

describe('the root layout', () => {
  it('colours the browser’s toolbar with the theme’s primary colour', () => {
    expect(viewport.themeColor).toBe('#3f51b5');
  });

  it('declares every page English', () => {
    const html = RootLayout({ children: null }) as ReactElement<{ lang?: string }>;
    expect(html.type).toBe('html');
    expect(html.props.lang).toBe('en');
  });
});
