// The taxes module's front door (docs/operating.md#taxes, docs/product.md#taxes): the tax rates and
// settings the owner keeps (tables tax_rates and tax_settings), and the checkout's tax worked out
// from them through a port with one adapter, the table. Below the checkout, which asks it for the
// tax of a snapshot; the page cache's listener tells it when the rates change.
import 'server-only';

export { checkoutTaxAt } from './checkout-taxes';
export { forgetTaxes, taxesOn } from './tax-store';
export { getTaxes, updateTaxes } from './taxes-admin';
