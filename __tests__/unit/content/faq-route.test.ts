import { faqRoute } from '@/components/content/faq-route';

describe('faqRoute (docs/product.md#routes "faq/:articles?")', () => {
  it.each([
    [undefined, { kind: 'index' }],
    [[], { kind: 'index' }],
    [['free-shipping'], { kind: 'article', slug: 'free-shipping' }],
    [['free-shipping', 'more'], { kind: 'unknown' }],
    [[''], { kind: 'unknown' }],
  ])('reads %p as %p', (segments, route) => {
    expect(faqRoute(segments)).toEqual(route);
  });
});
