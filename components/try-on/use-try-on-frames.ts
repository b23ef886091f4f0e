'use client';

import { useMemo, useState } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { goodsInfoAddress } from '@/lib/contract/catalog-addresses';
import { goodsListAddress } from '@/lib/contract/first-load-addresses';
import type { ProductDetail } from '@/lib/contract/calls/goods';

/** How many frames of the same kind the try-on steps through without closing. */
const FRAMES_TO_STEP = 24;

type Variant = ProductDetail['variants'][number];

export interface TryOnFrame {
  product: ProductDetail;
  variant: Variant;
  /** The transparent front view, 1 px = frame width / image width (lib/server/domain/catalog/art). */
  frontUrl: string;
  widthMm: number;
}

/**
 * The frame on the face and the ones next to it (to switch colour variants and step through
 * other frames without closing). Frames are the product's own kind (eyeglasses or sunglasses),
 * in the shop's featured order, starting from the one the try-on was opened on.
 */
export function useTryOnFrames(initialCode: string, initialSku: string) {
  const [code, setCode] = useState(initialCode);
  const [chosenSku, setChosenSku] = useState(initialSku);
  const productQuery = useSWR(['try-on-product', code], () => callApi(goodsInfoAddress, { code }), {
    keepPreviousData: true,
  });
  const product = productQuery.data;
  const kind = product?.type === 'sunglasses' ? 'sunglasses' : 'eyeglasses';
  const listQuery = useSWR(product ? ['try-on-frames', kind] : null, () =>
    callApi(goodsListAddress, { category: kind, pageSize: FRAMES_TO_STEP }),
  );

  const codes = useMemo(() => {
    const listed = (listQuery.data?.list ?? []).map((card) => card.code);
    return listed.includes(initialCode) ? listed : [initialCode, ...listed];
  }, [listQuery.data, initialCode]);

  const frame = product ? frameOf(product, product.code === code ? chosenSku : '') : null;

  const step = (by: 1 | -1) => {
    const index = codes.indexOf(code);
    const next = codes[(index + by + codes.length) % codes.length];
    if (!next || next === code) return;
    setCode(next);
    setChosenSku('');
  };

  // another frame chosen by name (the frames that fit), in its first colour in stock
  const switchTo = (next: string) => {
    if (next === code) return;
    setCode(next);
    setChosenSku('');
  };

  return {
    frame,
    loading: !product && !productQuery.error,
    failed: Boolean(productQuery.error) && !product,
    canStep: codes.length > 1,
    step,
    switchTo,
    chooseColour: setChosenSku,
  };
}

function frameOf(product: ProductDetail, sku: string): TryOnFrame | null {
  const variant =
    product.variants.find((candidate) => candidate.sku === sku) ??
    product.variants.find((candidate) => candidate.inStock) ??
    product.variants[0];
  const front = variant?.images.find((image) => image.view === 'front') ?? variant?.images[0];
  if (!variant || !front || !product.frame) return null;
  return { product, variant, frontUrl: front.url, widthMm: product.frame.frameWidthMm };
}
