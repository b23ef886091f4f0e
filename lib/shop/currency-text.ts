import { formatPrice, type CurrencyCode } from './currency';

// The shop's fixed sentences name amounts in US dollars ("free shipping on US orders of $69 or
// more", a coupon's "$15 off orders of $99"). Prices switch to the shopper's currency after
// hydration (docs/product.md#currencies); these sentences must switch with them, so no
// dollar amount is left in text once another currency is chosen. Pure: the page calls it with the
// chosen currency; the server keeps US dollars for crawlers.

/** "$69", "$15.00", "$1,250.50": a dollar sign, whole dollars with optional thousands and cents. */
const DOLLAR_AMOUNT = /\$(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?!\d)/g;

/** US cents of "$69" → 6900, "$1,250.50" → 125050. */
function centsOf(dollars: string, cents: string | undefined): number {
  return Number(dollars.replace(/,/g, '')) * 100 + Number(cents ?? '0');
}

/**
 * The sentence with every US dollar amount shown in `code` at the shop's rates ("$69" → "£57.04");
 * unchanged in US dollars. Amounts already in another currency ("A$", "C$") are left alone.
 */
export function localiseDollarAmounts(text: string, code: CurrencyCode): string {
  if (code === 'USD') return text;
  return text.replace(DOLLAR_AMOUNT, (match, dollars: string, cents: string | undefined, offset: number) => {
    // "A$12" and "C$12" are amounts in Australian and Canadian dollars already
    if (offset > 0 && /[A-Za-z]/.test(text.charAt(offset - 1))) return match;
    return formatPrice(centsOf(dollars, cents), code);
  });
}

/**
 * The same for a piece of HTML (an operator's Markdown as the shop renders it): amounts in its text
 * switch, and its tags and their attributes (a link's address) are left as they are.
 */
export function localiseDollarAmountsInHtml(html: string, code: CurrencyCode): string {
  if (code === 'USD') return html;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => (part.startsWith('<') ? part : localiseDollarAmounts(part, code)))
    .join('');
}
