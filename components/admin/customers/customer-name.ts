// What the customers' list and page share, kept out of the client table so server pages can call it.

export const CUSTOMER_LIST_PATH = '/admin/customers';

/** A shopper's name as the console writes it; empty when the account has none. */
export const customerName = (customer: { firstName: string; lastName: string }) =>
  `${customer.firstName} ${customer.lastName}`.trim();
