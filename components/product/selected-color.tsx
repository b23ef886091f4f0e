'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';

// The colour the shopper picked on the product page: the gallery shows it and the lens wizard's
// entry carries it, so the glasses in the cart are the colour that was on screen.

interface SelectedColor {
  sku: string | undefined;
  choose: (sku: string) => void;
}

const SelectedColorContext = createContext<SelectedColor>({ sku: undefined, choose: () => undefined });

export function SelectedColorProvider({
  initial,
  children,
}: {
  initial: string | undefined;
  children: ReactNode;
}) {
  const [sku, choose] = useState(initial);
  return <SelectedColorContext.Provider value={{ sku, choose }}>{children}</SelectedColorContext.Provider>;
}

export function useSelectedColor(): SelectedColor {
  return useContext(SelectedColorContext);
}
