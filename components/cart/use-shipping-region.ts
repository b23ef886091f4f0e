import useSWR from 'swr';
import { ADDRESS_BOOK_KEY, loadAddresses } from '@/components/checkout/shipping/use-checkout-addresses';
import { selectCurrency, selectSignedIn, useShopState, type ShopState } from '@/lib/client/store';
import { shippingRegion } from '@/lib/shop/shipping-region';

const selectProfileCountry = (state: ShopState) => state.userInfo?.countryCode ?? null;

/**
 * Where the shopper is shipping as far as the cart can tell (lib/shop/shipping-region.ts): a
 * signed-in shopper's default address, else their profile's country, else the currency they see
 * (chosen, or suggested from their IP address), which names the US but no other country.
 */
export function useShippingRegion(): ReturnType<typeof shippingRegion> {
  const currency = useShopState(selectCurrency);
  const signedIn = useShopState(selectSignedIn);
  const profileCountry = useShopState(selectProfileCountry);
  const { data: book } = useSWR(signedIn ? ADDRESS_BOOK_KEY : null, loadAddresses, {
    revalidateOnFocus: false,
  });
  const shippingCountry = book?.find((address) => address.isDefault)?.countryCode ?? null;
  return shippingRegion({ shippingCountry, profileCountry, currency: currency.code });
}
