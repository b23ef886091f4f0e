import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { addressListAddress, shippingCountryAddress } from '@/lib/contract/book-addresses';

/** The SWR key of a signed-in shopper's address book (the cart reads its default country too). */
export const ADDRESS_BOOK_KEY = 'checkout-addresses';

export const loadAddresses = () =>
  callApi(addressListAddress, undefined, { tip: false }).then((answer) => answer.list);
const loadShippingCountries = () =>
  callApi(shippingCountryAddress, undefined, { tip: false }).then((answer) => answer.list);

/** The countries the shop delivers to, and a signed-in shopper's address book (a guest has none). */
export function useCheckoutAddresses(signedIn: boolean) {
  const countries = useSWR('shipping-countries', loadShippingCountries);
  const book = useSWR(signedIn ? ADDRESS_BOOK_KEY : null, loadAddresses);
  return {
    countries: countries.data ?? [],
    /** undefined while a signed-in shopper's book loads; a book that failed to load counts as empty. */
    addresses: signedIn ? (book.data ?? (book.error ? [] : undefined)) : [],
  };
}
