import { productImageSvg } from '@/lib/server/domain/catalog';
import { contentImageSvg } from '@/lib/server/domain/content';

/**
 * Generated images (docs/architecture.md#storage), each answered by the module that owns its rows:
 * /media/products/… by the catalog, /media/banners/… and /media/photo-wall/… by content.
 */
export async function GET(
  _request: Request,
  context: { params: Promise<{ path: string[] }> },
): Promise<Response> {
  const { path } = await context.params;
  const svg = (await productImageSvg(path)) ?? (await contentImageSvg(path));
  if (svg === null) {
    return new Response('Not found', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
