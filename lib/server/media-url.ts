/** Absolute or same-origin address of a stored image path (spec §3: the image base address). */
export function mediaUrl(path: string): string {
  const base = (process.env.NEXT_PUBLIC_IMAGE_BASE ?? '').replace(/\/$/, '');
  return `${base}${path}`;
}
