import useSWR from 'swr';
import { selectSignedIn, useShopState } from '@/lib/client/store';
import { loadUsableCoupons, USABLE_COUPONS_KEY, type ChoosableCoupon } from './held-coupons';

export interface UsableCoupons {
  signedIn: boolean;
  /** undefined while loading (or for a guest). */
  coupons: ChoosableCoupon[] | undefined;
  failed: boolean;
}

/** The signed-in shopper's usable held coupons; a guest has none (they sign in to use one). */
export function useUsableCoupons(): UsableCoupons {
  const signedIn = useShopState(selectSignedIn);
  const { data, error } = useSWR(signedIn ? USABLE_COUPONS_KEY : null, loadUsableCoupons);
  return { signedIn, coupons: data, failed: Boolean(error) && !data };
}

/** The chosen coupon, if the shopper still holds it as usable. */
export function chosenCoupon(state: UsableCoupons, couponId: number | null): ChoosableCoupon | null {
  if (couponId === null) return null;
  return state.coupons?.find((coupon) => coupon.id === couponId) ?? null;
}
