import type { ReactNode } from 'react';
import type { AdvertisedTermKey } from '@/lib/shop/advertised-terms';
import { HeadsetIcon, ReturnIcon, SparkleIcon, TagIcon, TruckIcon } from './icons';

/** One icon per advertised term (docs/product.md#the-shop). */
export const TERM_ICONS: Readonly<Record<AdvertisedTermKey, ReactNode>> = {
  'free-shipping': <TruckIcon size={18} />,
  'extra-frame-discount': <TagIcon size={18} />,
  returns: <ReturnIcon size={18} />,
  'designer-collections': <SparkleIcon size={18} />,
  'customer-care': <HeadsetIcon size={18} />,
};
