// How shoppers reach the shop besides the contact form. The address is the one the shop's mail
// is sent from by default (MAIL_FROM in lib/server/platform/config.ts), so answers and questions meet.
export const SHOP_CONTACT_EMAIL = 'hello@oculo.shop';

// docs/product.md#the-shop: 24/7 live customer care
export const CUSTOMER_CARE_HOURS = '24 hours a day, 7 days a week';
