import { checkoutTax, type CheckoutTax, type TaxedLineInput } from '@/lib/shop/checkout-tax';
import { matchTaxRate, type TaxPlace } from '@/lib/shop/tax-rules';
import { currentTaxTables } from './tax-store';

// The port for working out a checkout's tax (docs/operating.md#taxes). The shop's one adapter is
// its own rate table; an external tax service would be a second adapter answering the same
// request with the same shape, chosen here. None is called today.

/** What a checkout asks: where the order goes and its lines as priced. */
export interface TaxRequest {
  place: TaxPlace;
  lines: readonly TaxedLineInput[];
  lensesDiscounted: boolean;
  couponDiscountCents: number;
  shippingCents: number;
}

export interface TaxCalculator {
  /** The checkout's tax at the place, or null where the shop charges none (tax off, no rate there). */
  taxCheckout(request: TaxRequest): Promise<CheckoutTax | null>;
}

/** The rate table (lib/shop/tax-rules.ts matches, lib/shop/checkout-tax.ts works out the cents). */
export const tableTaxCalculator: TaxCalculator = {
  async taxCheckout(request) {
    const { settings, rates } = await currentTaxTables();
    if (!settings.enabled) return null;
    const tax = checkoutTax({
      lines: request.lines,
      lensesDiscounted: request.lensesDiscounted,
      couponDiscountCents: request.couponDiscountCents,
      shippingCents: request.shippingCents,
      included: settings.countries[request.place.countryCode.toUpperCase()] === 'inclusive',
      rateFor: (taxClass) => matchTaxRate(rates, request.place, taxClass),
    });
    // no row for the place: nothing is charged and nothing is shown
    return tax.name === '' ? null : tax;
  },
};

/** The calculator the shop uses: its table. */
export function taxCalculator(): TaxCalculator {
  return tableTaxCalculator;
}
