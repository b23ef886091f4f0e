import { getCookie } from 'cookies-next/client';
import { configureApiClient } from '@/lib/api';
import { TOKEN_COOKIE } from '@/lib/shop/cookie-names';
import { expireSession, setActiveRequests, shopStore, showErrorStatus, showTip } from './store';

/**
 * Plugs the store into the shared API client: the bearer token, tips (snackbar), sign-out on body
 * code 3 (its tip carried across the logout's reload), the error page for HTTP 404/500/504, and the in-flight count behind the progress bar.
 */
export function wireApiClient(): void {
  configureApiClient({
    getToken() {
      const state = shopStore.getState();
      // before hydration the cookie is the truth (a child may call the API before the store is read)
      const token = state.hydrated ? state.userToken : getCookie(TOKEN_COOKIE);
      return token || undefined;
    },
    onTip: showTip,
    onSignedOut: expireSession,
    onErrorPage: showErrorStatus,
    onLoadingChange: setActiveRequests,
  });
}
