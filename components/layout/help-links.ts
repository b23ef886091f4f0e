// The help pages linked from the footer and the phone menu ("why choose us" is /why-choose-oculo).
export const HELP_LINKS = [
  { href: '/faq', label: 'FAQ' },
  { href: '/contact-us', label: 'Contact us' },
  { href: '/about-us', label: 'About us' },
  { href: '/why-choose-oculo', label: 'Why choose Oculo' },
] as const;
