import type { CheckoutTax } from '@/lib/shop/checkout-tax';
import { provinceCodeOf } from '@/lib/server/domain/reference';
import { taxCalculator, type TaxRequest } from './tax-calculator';

/** Where an order goes as addresses keep it: the province by its name. */
export interface TaxAddress {
  countryCode: string;
  province: string;
  postcode: string;
}

/**
 * The checkout's tax for a delivery address (docs/product.md#taxes), or null where none is charged:
 * the province is turned into the code rates name, then the shop's calculator is asked.
 */
export async function checkoutTaxAt(
  address: TaxAddress,
  request: Omit<TaxRequest, 'place'>,
): Promise<{ tax: CheckoutTax; place: TaxRequest['place'] } | null> {
  const countryCode = address.countryCode.toUpperCase();
  const place = {
    countryCode,
    regionCode: await provinceCodeOf(countryCode, address.province),
    postcode: address.postcode,
  };
  const tax = await taxCalculator().taxCheckout({ ...request, place });
  return tax && { tax, place };
}
