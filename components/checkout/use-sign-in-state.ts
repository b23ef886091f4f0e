import { selectSignedIn, useShopState, type ShopState } from '@/lib/client/store';

export type SignInState = 'waiting' | 'signed-in' | 'signed-out';

const selectHydrated = (state: ShopState) => state.hydrated;

/**
 * Whether the shopper is signed in, once the login cookie has been read (after mount): until then
 * the page cannot tell a guest from a signed-in shopper, and must not ask for an order yet.
 */
export function useSignInState(): SignInState {
  const hydrated = useShopState(selectHydrated);
  const signedIn = useShopState(selectSignedIn);
  if (!hydrated) return 'waiting';
  return signedIn ? 'signed-in' : 'signed-out';
}
