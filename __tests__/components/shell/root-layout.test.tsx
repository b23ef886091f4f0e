import { render, screen } from '@testing-library/react';
import { Children, isValidElement, type ReactElement, type ReactNode } from 'react';
import RootLayout, { generateMetadata, viewport } from '@/app/layout';
import { advertisedTerms } from '@/lib/shop/advertised-terms';
import { FREE_SHIPPING_THRESHOLD_USD_CENTS } from '@/lib/shop/constants';
import { DEFAULT_FRAME_OFFER } from '@/lib/shop/frame-offer';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ShopFrame } from '@/components/app/shop-frame';
import { TermsStrip } from '@/components/layout/terms-strip';

// docs/product.md#constants: theme colours and the locale, as the root layout hands them to the
// browser; docs/operating.md#store-brand: every page's title, og:site_name, header and footer carry
// the shop's name as the owner set it; the description names the terms the shop keeps now
// (docs/operating.md#promotions).

const facts = {
  offer: { ...DEFAULT_FRAME_OFFER },
  freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_USD_CENTS,
};
jest.mock('@/lib/server/flows/advertised-terms', () => ({
  advertisedFacts: async () => facts,
  currentAdvertisedTerms: async () => advertisedTerms(facts.offer, facts.freeShippingThresholdCents),
}));
const TERMS = advertisedTerms(DEFAULT_FRAME_OFFER, FREE_SHIPPING_THRESHOLD_USD_CENTS);

let shopName = 'Oculo';
let logo: { path: string; widths: number[] } | null = null;
jest.mock('@/lib/server/domain/store-settings', () => ({
  storeSettingsForPages: async () => ({ settings: { shopName }, logo }),
}));
jest.mock('next/navigation', () => ({
  usePathname: () => '/eyeglasses',
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  useParams: () => ({}),
  useSelectedLayoutSegment: () => null,
}));
jest.mock('@/lib/api', () => ({
  ...jest.requireActual<object>('@/lib/api'),
  callApi: jest.fn(async () => ({ list: [] })),
}));

/** Every element under `node`, depth first. */
function elementsOf(node: ReactNode): ReactElement<Record<string, unknown>>[] {
  return Children.toArray(node).flatMap((child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return [];
    // element props and lists of elements; other lists (the terms) are data, not children
    const inner = Object.values(child.props).flatMap((value) =>
      isValidElement(value) || (Array.isArray(value) && value.every((item) => isValidElement(item)))
        ? elementsOf(value as ReactNode)
        : [],
    );
    return [child, ...inner];
  });
}

afterEach(() => {
  shopName = 'Oculo';
  logo = null;
  facts.offer = { ...DEFAULT_FRAME_OFFER };
});

describe('the root layout', () => {
  it('colours the browser’s toolbar with the theme’s primary colour', () => {
    expect(viewport.themeColor).toBe('#3f51b5');
  });

  it('declares every page English', async () => {
    const html = (await RootLayout({ children: null })) as ReactElement<{ lang?: string }>;
    expect(html.type).toBe('html');
    expect(html.props.lang).toBe('en');
  });

  it('describes the shop with the terms it keeps: today’s words with the default offer', async () => {
    expect((await generateMetadata()).description).toBe(
      'Oculo: prescription glasses, sunglasses and accessories online. Free US shipping from $69, buy one frame and get the others 50% off, 30-day returns.',
    );
    facts.offer = { ...DEFAULT_FRAME_OFFER, enabled: false };
    expect((await generateMetadata()).description).toBe(
      'Oculo: prescription glasses, sunglasses and accessories online. Free US shipping from $69, 30-day returns.',
    );
  });

  it('titles every page with the shop’s name as the owner set it', async () => {
    shopName = 'Brillen Berger';
    const metadata = await generateMetadata();
    expect(metadata.title).toEqual({
      default: 'Brillen Berger – stylish eyeglasses online and affordable prescription glasses',
      template: '%s | Brillen Berger – stylish eyeglasses online and affordable prescription glasses',
    });
    expect(metadata.applicationName).toBe('Brillen Berger');
  });

  it('names the site in og:site_name and hands the name and logo to the header and footer', async () => {
    shopName = 'Brillen Berger';
    logo = { path: '/media/images/0123456789abcdef0123456789abcdef', widths: [320, 640] };
    const html = await RootLayout({ children: null });
    const elements = elementsOf(html);
    const siteName = elements.find((element) => element.props.property === 'og:site_name');
    expect(siteName?.props.content).toBe('Brillen Berger');
    const brand = elements.find((element) => element.type === SiteHeader)?.props.brand;
    expect(brand).toEqual({
      shopName: 'Brillen Berger',
      logo: {
        src: '/media/images/0123456789abcdef0123456789abcdef?w=320',
        srcSet:
          '/media/images/0123456789abcdef0123456789abcdef?w=320 1x, /media/images/0123456789abcdef0123456789abcdef?w=640 2x',
      },
    });
    expect(elements.find((element) => element.type === SiteFooter)?.props.brand).toEqual(brand);
    // the client islands (sign-in dialogs, phone menu, account pages) get it from the frame
    expect(elements.find((element) => element.type === ShopFrame)?.props.shopName).toBe('Brillen Berger');
    expect(elements.find((element) => element.type === TermsStrip)?.props.shopName).toBe('Brillen Berger');
  });
});

describe('the header and footer with the owner’s brand', () => {
  it('show the shop’s name in the wordmark and the copyright while no logo is set', () => {
    render(
      <>
        <SiteHeader brand={{ shopName: 'Brillen Berger', logo: null }} />
        <SiteFooter terms={TERMS} brand={{ shopName: 'Brillen Berger', logo: null }} />
      </>,
    );
    const [headerLogo] = screen.getAllByTestId('logo');
    expect(headerLogo).toHaveAccessibleName('Brillen Berger home');
    expect(headerLogo).toHaveTextContent('Brillen Berger');
    expect(screen.getByText('© Brillen Berger. All rights reserved.')).toBeInTheDocument();
    // the account column is the shop's, not Oculo's
    expect(screen.getByRole('navigation', { name: 'Footer: Your Brillen Berger' })).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('Oculo');
  });

  it('name the terms strip after the shop', () => {
    render(<TermsStrip terms={TERMS} shopName="Brillen Berger" />);
    expect(screen.getByRole('complementary', { name: 'Shopping with Brillen Berger' })).toBeInTheDocument();
  });

  it('show the uploaded logo instead of the wordmark', () => {
    render(<SiteHeader brand={{ shopName: 'Brillen Berger', logo: { src: '/media/images/a?w=320' } }} />);
    expect(screen.getByTestId('logo-picture')).toHaveAttribute('src', '/media/images/a?w=320');
    expect(screen.getByTestId('logo')).toHaveAccessibleName('Brillen Berger home');
    expect(screen.getByTestId('logo')).not.toHaveTextContent('Oculo');
  });

  it('link the four policy pages from the footer', () => {
    render(<SiteFooter terms={TERMS} />);
    const links = screen.getByTestId('footer-policies').querySelectorAll('a');
    expect([...links].map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Terms of sale', '/policies/terms'],
      ['Privacy policy', '/policies/privacy'],
      ['Returns and exchanges', '/policies/returns'],
      ['Shipping', '/policies/shipping'],
    ]);
  });
});
