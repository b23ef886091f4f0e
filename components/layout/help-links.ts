// The help pages linked from the footer and the phone menu ("why choose us" is /why-choose-oculo),
// the last one named after the shop as its owner set it (docs/operating.md#store-brand).
export function helpLinks(shopName: string): readonly { href: string; label: string }[] {
  return [
    { href: '/faq', label: 'FAQ' },
    { href: '/contact-us', label: 'Contact us' },
    { href: '/about-us', label: 'About us' },
    { href: '/why-choose-oculo', label: `Why choose ${shopName}` },
  ];
}
