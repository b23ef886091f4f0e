/**
 * Absolute or same-origin address of a stored image path (the image base address,
 * docs/product.md#public-config).
 */
export function mediaUrl(path: string): string {
  const base = (process.env.NEXT_PUBLIC_IMAGE_BASE ?? '').replace(/\/$/, '');
  return `${base}${path}`;
}
