// The shop's name before an owner names it (docs/operating.md#store-brand): on its own, so the
// storefront's browser code that needs it (the global error page's title, the invoice) carries
// none of the settings' other rules.

/** What the shop is called before an owner names it (mails, page titles, structured data). */
export const DEFAULT_SHOP_NAME = 'Oculo';
