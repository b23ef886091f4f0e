'use client';

import { TryOnButton } from '@/components/try-on/try-on-button';
import { useSelectedColor } from './selected-color';

/** The try-on button of a frame's page, opening in the colour on screen. */
export function ProductTryOn({ code, name }: { code: string; name: string }) {
  const { sku } = useSelectedColor();
  return <TryOnButton code={code} sku={sku} productName={name} />;
}
