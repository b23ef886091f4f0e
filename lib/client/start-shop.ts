import {
  selectSignedIn,
  setCounts,
  setCountries,
  setUserInfo,
  shopStore,
  suggestCurrencyIndex,
} from './store';
import { nextTask } from './next-task';
import { loadCounts, loadCountries, loadSuggestedCurrencyIndex, loadUserInfo } from './startup-loaders';
import { joinVisit } from './visit-time';

/**
 * docs/product.md#calls: at start the store loads country and currency data, user info (signed in
 * only) and the wishlist and cart counts. Runs after the persisted state was hydrated; every part
 * is best-effort. Each call is set up in a task of its own, after the one that hydrated the page:
 * the first calls through the API client cost a phone tens of milliseconds each.
 */
export async function startShop(): Promise<void> {
  await nextTask();
  const signedIn = selectSignedIn(shopStore.getState());

  const countriesAndCurrency = loadCountries().then(async (countries) => {
    if (countries) setCountries(countries);
    // The IP lookup only suggests a currency to a visitor who has not chosen one.
    if (shopStore.getState().currencyChosen) return;
    const index = await loadSuggestedCurrencyIndex(countries ?? []);
    if (index !== null) suggestCurrencyIndex(index);
  });

  await nextTask();
  const userInfo = signedIn
    ? loadUserInfo().then((info) => {
        if (!info || !selectSignedIn(shopStore.getState())) return;
        setUserInfo(info);
        // docs/product.md#accounts: after user info loads, tell the server the shopper joined
        void joinVisit();
      })
    : Promise.resolve();

  await nextTask();
  const counts = loadCounts(signedIn).then((loaded) => {
    if (Object.keys(loaded).length > 0) setCounts(loaded);
  });

  await Promise.allSettled([countriesAndCurrency, userInfo, counts]);
}
