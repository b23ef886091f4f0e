import { mediaSvg } from '@/lib/server/catalog';

/** Generated catalog images (DESIGN §2 "Catalog images"): /media/products/…, /media/banners/…, /media/photo-wall/… */
export async function GET(_request: Request, context: { params: Promise<{ path: string[] }> }): Promise<Response> {
  const { path } = await context.params;
  const svg = await mediaSvg(path);
  if (svg === null) {
    return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  return new Response(svg, {
    headers: {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=31536000, immutable',
    },
  });
}
