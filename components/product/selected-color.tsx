'use client';

import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useAddressQuery } from '@/lib/client/address-query';

// The colour the shopper picked on the product page: the gallery shows it and the lens wizard's
// entry carries it, so the glasses in the cart are the colour that was on screen. The colour is
// in the address (?color=SKU), so a shared link or a reload shows it again; the page stays one
// cached page, canonical without the parameter, and the browser reads it.

interface SelectedColor {
  sku: string | undefined;
  choose: (sku: string) => void;
}

const SelectedColorContext = createContext<SelectedColor>({ sku: undefined, choose: () => undefined });

/** The address with `?color=` set to the colour, other parameters and the #fragment kept. */
export function addressWithColor(location: Pick<Location, 'pathname' | 'search' | 'hash'>, sku: string) {
  const params = new URLSearchParams(location.search);
  params.set('color', sku);
  return `${location.pathname}?${params.toString()}${location.hash}`;
}

export function SelectedColorProvider({
  initial,
  skus,
  children,
}: {
  /** The colour the server renders: the first one in stock. */
  initial: string | undefined;
  /** Every colour of the product, so a stale or made-up ?color= is ignored. */
  skus: readonly string[];
  children: ReactNode;
}) {
  const [sku, setSku] = useState(initial);
  // Once hydrated, the colour named in the address (if it is one of this product's) is shown.
  const address = useAddressQuery();
  const [readAddress, setReadAddress] = useState(false);
  if (address !== null && !readAddress) {
    setReadAddress(true);
    const asked = new URLSearchParams(address).get('color');
    if (asked && asked !== sku && skus.includes(asked)) setSku(asked);
  }

  const choose = useCallback((next: string) => {
    setSku(next);
    // Replacing the entry: the colours a shopper tries are not steps the Back button walks through.
    window.history.replaceState(null, '', addressWithColor(window.location, next));
  }, []);
  const value = useMemo(() => ({ sku, choose }), [sku, choose]);
  return <SelectedColorContext.Provider value={value}>{children}</SelectedColorContext.Provider>;
}

export function useSelectedColor(): SelectedColor {
  return useContext(SelectedColorContext);
}
