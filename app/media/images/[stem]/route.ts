import { readStoredImage } from '@/lib/server/platform/images';
import { formatFor } from '@/lib/shop/image-rules';

const notFound = () =>
  new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * An uploaded product photo: `/media/images/<stem>?w=<width>` answers the smallest stored
 * size at least that wide (no `w`: the largest), as AVIF when the browser's Accept names it, else
 * WebP. A stem's files never change (a replaced photo gets a new stem), so the answer is cached for a
 * year by browsers and shared caches, varied by Accept. Anything else is a plain 404.
 */
export async function GET(
  request: Request,
  context: { params: Promise<{ stem: string }> },
): Promise<Response> {
  const { stem } = await context.params;
  const w = new URL(request.url).searchParams.get('w');
  if (w !== null && !/^[1-9]\d{0,4}$/.test(w)) return notFound();
  const image = await readStoredImage(
    stem,
    w === null ? null : Number(w),
    formatFor(request.headers.get('accept')),
  );
  if (!image) return notFound();
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      'Content-Type': `image/${image.format}`,
      'Content-Length': String(image.bytes.byteLength),
      'Cache-Control': 'public, max-age=31536000, immutable',
      Vary: 'Accept',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
