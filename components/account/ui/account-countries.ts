import { useEffect } from 'react';
import { setCountries, useShopState, type ShopState } from '@/lib/client/store';
import { loadCountries } from '@/lib/client/startup-loaders';
import type { Country } from '@/lib/contract/calls/reference';

const selectCountries = (state: ShopState) => state.countries;
const selectHydrated = (state: ShopState) => state.hydrated;

/**
 * The countries the store loaded at start (docs/product.md#calls); loaded here when the start-up
 * load failed.
 */
export function useCountries(): readonly Country[] {
  const countries = useShopState(selectCountries);
  const hydrated = useShopState(selectHydrated);
  const missing = hydrated && countries.length === 0;

  useEffect(() => {
    if (!missing) return;
    let current = true;
    void loadCountries().then((loaded) => {
      if (current && loaded && loaded.length > 0) setCountries(loaded);
    });
    return () => {
      current = false;
    };
  }, [missing]);

  return countries;
}

export interface PhoneCodeChoice {
  value: string;
  label: string;
}

/** One choice per dialling code, naming the countries that share it ("+1 United States, Canada"). */
export function phoneCodeChoices(countries: readonly Country[]): PhoneCodeChoice[] {
  const names = new Map<string, string[]>();
  for (const country of countries) {
    if (!country.phoneCode) continue;
    const list = names.get(country.phoneCode) ?? [];
    list.push(country.name);
    names.set(country.phoneCode, list);
  }
  return [...names].map(([code, countryNames]) => ({
    value: code,
    label: `+${code} ${countryNames.join(', ')}`,
  }));
}
