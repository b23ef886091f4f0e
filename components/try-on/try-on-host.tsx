'use client';

import { lazy, Suspense } from 'react';
import { setTryOn, useShopState } from '@/lib/client/store';
import type { ShopState } from '@/lib/client/store';

// Loaded when the try-on first opens: the dialog brings face-api and TensorFlow.js with
// it, over a megabyte that no product or listing page should carry.
const TryOnDialog = lazy(() => import('./try-on-dialog').then((module) => ({ default: module.TryOnDialog })));

const selectShow = (state: ShopState) => state.tryOnShow;
const selectCode = (state: ShopState) => state.tryCode;
const selectSku = (state: ShopState) => state.tryOnSku;

/**
 * Holds the try-on dialog of every page (the system state tryOnShow, tryOnImg, tryCode:
 * docs/product.md#client-state).
 */
export function TryOnHost() {
  const show = useShopState(selectShow);
  const code = useShopState(selectCode);
  const sku = useShopState(selectSku);
  if (!show || !code) return null;
  return (
    <Suspense
      fallback={
        <p role="status" className="visually-hidden">
          Opening the try-on…
        </p>
      }
    >
      <TryOnDialog initialCode={code} initialSku={sku} onClose={() => setTryOn({ tryOnShow: false })} />
    </Suspense>
  );
}
