import { permanentRedirect } from 'next/navigation';

/**
 * The code of /details/:code is optional (docs/product.md#routes); without one the shopper lands on
 * all products.
 */
export default function DetailsWithoutCode(): never {
  permanentRedirect('/product');
}
