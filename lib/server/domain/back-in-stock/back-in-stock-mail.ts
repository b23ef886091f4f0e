import { composeMail, type Mail, siteAddress } from '@/lib/server/platform/mail';

/**
 * "Email me when it's back": the one mail a shopper asked for on a sold-out colour, sent once it is
 * on sale again. It links to the product page in that colour (?color=SKU).
 */
export function backInStockMail(request: {
  to: string;
  productName: string;
  productCode: string;
  colorName: string;
  sku: string;
}): Mail {
  const page = `/details/${encodeURIComponent(request.productCode)}?color=${encodeURIComponent(request.sku)}`;
  return composeMail({
    to: request.to,
    subject: `Back in stock: ${request.productName} in ${request.colorName}`,
    greeting: 'Hello,',
    paragraphs: [
      `Good news: ${request.productName} in ${request.colorName} is back in stock.`,
      'Stock can go quickly, so we wanted you to hear first. Choose your lenses whenever you are ready.',
    ],
    action: { label: `See ${request.productName}`, href: siteAddress(page) },
    footnote:
      'You asked us to write when this colour was back. This is the only mail we send about it; ask again on the product page if it sells out once more.',
  });
}
