import type { ComponentProps } from 'react';

type Props = ComponentProps<'img'> & { src: string; alt: string };

/**
 * A picture from a `blob:` URL: a private photo fetched with the bearer header, or a file the
 * shopper just chose. next/image cannot optimise or cache such an address, so a plain img it is.
 */
export function BlobImage({ alt, ...rest }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- a blob: URL is neither public nor optimisable
  return <img alt={alt} {...rest} />;
}
