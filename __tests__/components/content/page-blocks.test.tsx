import { render, screen, within } from '@testing-library/react';
import { AboutUs } from '@/components/content/about-us';
import { WhyChooseOculo } from '@/components/content/why-choose-oculo';
import { advertisedTerms } from '@/lib/shop/advertised-terms';
import { FREE_SHIPPING_THRESHOLD_USD_CENTS } from '@/lib/shop/constants';
import { DEFAULT_FRAME_OFFER } from '@/lib/shop/frame-offer';
import { BUILT_IN_BLOCKS, blocksOfPage } from '@/lib/shop/page-blocks';
import { resetShopState } from '@/lib/client/store';

// The about and why-choose pages show their built-in text as before, and an operator's version of a
// block (Markdown) in its place, rendered without raw HTML.

beforeEach(() => resetShopState());

const facts = { offer: DEFAULT_FRAME_OFFER, freeShippingThresholdCents: FREE_SHIPPING_THRESHOLD_USD_CENTS };
const terms = advertisedTerms(facts.offer, facts.freeShippingThresholdCents);

describe('the about page', () => {
  it('shows the built-in blocks as plain paragraphs', () => {
    render(<AboutUs blocks={blocksOfPage('about', [])} terms={terms} shopName="Oculo" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About Oculo');
    const story = screen.getByRole('heading', { name: 'Our story' }).closest('section') as HTMLElement;
    expect(within(story).getAllByText(/./, { selector: 'p' })).toHaveLength(2);
    for (const key of ['eyeglasses', 'sunglasses', 'lenses', 'accessories']) {
      const block = BUILT_IN_BLOCKS.about.find((candidate) => candidate.key === key);
      expect(screen.getByRole('heading', { level: 3, name: block?.heading })).toBeInTheDocument();
    }
  });

  it("shows an operator's block as Markdown, with raw HTML left as text", () => {
    const edited = blocksOfPage('about', [
      {
        key: 'story',
        heading: 'How we began',
        body: 'Two opticians and a **workshop**.\n\n<script>alert(1)</script>',
      },
      { key: 'intro', heading: 'Hello from Oculo', body: 'Glasses for *everyone*.' },
    ]);
    const { container } = render(<AboutUs blocks={edited} terms={terms} shopName="Oculo" />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello from Oculo');
    expect(screen.getByText('everyone', { selector: 'em' })).toBeInTheDocument();
    const story = screen.getByRole('heading', { name: 'How we began' }).closest('section') as HTMLElement;
    expect(within(story).getByText('workshop', { selector: 'strong' })).toBeInTheDocument();
    expect(story).toHaveTextContent('<script>alert(1)</script>');
    expect(container.querySelector('script')).toBeNull();
  });
});

describe('the why-choose page', () => {
  it('shows every reason with its link, and an edited reason in place of the built-in one', () => {
    const edited = blocksOfPage('why-choose', [
      { key: 'returns', heading: 'Returns for 60 days', body: 'Changed your mind? **Send it back.**' },
    ]);
    render(<WhyChooseOculo blocks={edited} facts={facts} />);
    const reasons = within(screen.getByTestId('why-reasons')).getAllByRole('listitem');
    expect(reasons).toHaveLength(BUILT_IN_BLOCKS['why-choose'].length - 1);
    const returns = reasons.find((item) => item.textContent?.includes('Returns for 60 days')) as HTMLElement;
    expect(within(returns).getByText('Send it back.', { selector: 'strong' })).toBeInTheDocument();
    expect(within(returns).getByRole('link', { name: 'Our return policy' })).toHaveAttribute(
      'href',
      '/faq/return-policy',
    );
    expect(screen.getByText('Free US shipping from $69')).toBeInTheDocument();
  });

  it('leaves out the offer’s reason while the offer is off, and names another percentage', () => {
    const blocks = blocksOfPage('why-choose', []);
    const { rerender } = render(
      <WhyChooseOculo blocks={blocks} facts={{ ...facts, offer: { ...DEFAULT_FRAME_OFFER, percent: 30 } }} />,
    );
    expect(screen.getByText('Buy one frame, get the others 30% off')).toBeInTheDocument();
    rerender(
      <WhyChooseOculo
        blocks={blocks}
        facts={{ ...facts, offer: { ...DEFAULT_FRAME_OFFER, enabled: false } }}
      />,
    );
    expect(screen.queryByText(/get the others/)).toBeNull();
    expect(within(screen.getByTestId('why-reasons')).getAllByRole('listitem')).toHaveLength(
      BUILT_IN_BLOCKS['why-choose'].length - 2,
    );
  });
});
