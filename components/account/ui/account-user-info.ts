import { useEffect, useState } from 'react';
import { callApi } from '@/lib/api';
import { selectSignedIn, setUserInfo, useShopState, type ShopState, type UserInfo } from '@/lib/client/store';
import { userInfoAddress } from '@/lib/contract/first-load-addresses';

const selectUserInfo = (state: ShopState) => state.userInfo;
const selectHydrated = (state: ShopState) => state.hydrated;

export type AccountUserInfo =
  { state: 'loading' } | { state: 'failed' } | { state: 'ready'; userInfo: UserInfo };

/**
 * The signed-in shopper's user info for an account page: what the store holds (from the cookie,
 * refreshed at start), loaded here only when the store has none.
 */
export function useAccountUserInfo(): AccountUserInfo {
  const userInfo = useShopState(selectUserInfo);
  const hydrated = useShopState(selectHydrated);
  const signedIn = useShopState(selectSignedIn);
  const [failed, setFailed] = useState(false);
  const missing = hydrated && signedIn && userInfo === null;

  useEffect(() => {
    if (!missing) return;
    const controller = new AbortController();
    callApi(userInfoAddress, {}, { tip: false, signal: controller.signal })
      .then((loaded) => setUserInfo(loaded))
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [missing]);

  if (userInfo) return { state: 'ready', userInfo };
  return failed ? { state: 'failed' } : { state: 'loading' };
}
