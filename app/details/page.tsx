import { permanentRedirect } from 'next/navigation';

/** spec §2: the code of /details/:code is optional; without one the shopper lands on all products. */
export default function DetailsWithoutCode(): never {
  permanentRedirect('/product');
}
