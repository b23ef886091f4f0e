import { callApi } from '@/lib/api';
import { setCounts } from '@/lib/client/store';
import { cartCountAddress } from '@/lib/contract/first-load-addresses';

/**
 * The header's cart badge after an order is placed or paid: placing the order takes its lines out
 * of the cart, so the count is asked again (/api/cart/count).
 */
export async function refreshCartCount(): Promise<void> {
  try {
    const { count } = await callApi(cartCountAddress, {}, { tip: false });
    setCounts({ cart: count });
  } catch {
    // the badge keeps its number; the next page load asks again
  }
}
