// How shoppers reach the shop besides the contact form: the address and phone are the owner's
// (docs/operating.md#store-contact); the hours are the shop's promise.
// docs/product.md#the-shop: 24/7 live customer care
export const CUSTOMER_CARE_HOURS = '24 hours a day, 7 days a week';
