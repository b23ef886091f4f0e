import { WHY_CHOOSE_REASONS } from '@/components/content/why-choose-reasons';
import { FAQ_OPTICAL } from '@/lib/server/flows/seed/data/faq-optical';
import { FAQ_SHOP } from '@/lib/server/flows/seed/data/faq-shop';

describe('the "why choose Oculo" reasons', () => {
  it('link only to help articles the shop is seeded with', () => {
    const slugs = new Set([...FAQ_SHOP, ...FAQ_OPTICAL].map((entry) => entry.slug));
    const faqLinks = WHY_CHOOSE_REASONS.flatMap((reason) =>
      reason.link?.href.startsWith('/faq/') ? [reason.link.href.slice('/faq/'.length)] : [],
    );
    expect(faqLinks.length).toBeGreaterThan(0);
    for (const slug of faqLinks) expect(slugs).toContain(slug);
  });

  it("state the shop's terms with the figures of docs/product.md#constants", () => {
    const text = WHY_CHOOSE_REASONS.map((reason) => `${reason.heading} ${reason.body}`).join(' ');
    expect(text).toContain('Free US shipping from $69');
    expect(text).toContain('50% off');
    expect(text).toContain('30-day returns');
  });

  it('cover prescription checks, lens choices and the try-on', () => {
    expect(WHY_CHOOSE_REASONS.map((reason) => reason.key)).toEqual(
      expect.arrayContaining(['prescription-checks', 'lens-choices', 'try-on']),
    );
  });
});
