import { z } from 'zod';
import { email } from '@/lib/shop/validation';
import { defineCall } from '../call';

// "Email me when it's back" on a sold-out colour of a product (one of the shop's own calls). The
// mail goes once, when the colour is on sale again.

/** Requests one network address, and one e-mail, may make in an hour (429 beyond). */
export const BACK_IN_STOCK_REQUESTS_PER_HOUR = 20;
export const BACK_IN_STOCK_EMAIL_MESSAGE = 'Enter your e-mail address so we can tell you when it is back.';

export const backInStockCall = defineCall({
  method: 'POST',
  path: '/api/goods/backInStock',
  tag: 'Product',
  summary: 'Asks for one e-mail when a sold-out colour of a product is on sale again.',
  description: `A guest gives an e-mail (422 with data.fields.email otherwise); a signed-in shopper is written to at the account's e-mail, whatever e-mail is sent. Idempotent per e-mail and colour: asking again while it waits answers the same and sends nothing more; once the mail has gone, asking again waits for the next time. The mail is sent when the colour has stock again (a sweep, and at once when the shop learns of the stock change). Code 0 when the colour is in stock; 404 for an unknown product or a colour of another product; at most ${BACK_IN_STOCK_REQUESTS_PER_HOUR} requests an hour per network address and per e-mail (429 with data.retryAfter). The answer never tells whether anybody else asked.`,
  input: z.strictObject({
    code: z.string().trim().min(1, 'Name the product.').max(40),
    sku: z.string().trim().min(1, 'Choose a colour.').max(60),
    email: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim().toLowerCase() || undefined : v === null ? undefined : v),
      email.max(254, 'Please enter a valid e-mail address.').optional(),
    ),
  }),
  output: z.object({
    /** Where the mail will go: what the guest typed, or the signed-in shopper's own e-mail. */
    email: z.string(),
  }),
});
