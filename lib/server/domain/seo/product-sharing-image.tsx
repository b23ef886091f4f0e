import { ImageResponse } from 'next/og';
import { productImageSvg } from '@/lib/server/domain/catalog';
import type { ProductDetail } from '@/lib/contract/calls/goods';
import { THEME_COLORS } from '@/lib/shop/constants';
import { formatPrice } from '@/lib/shop/currency';

export const SHARING_IMAGE_SIZE = { width: 1200, height: 630 };

/** The frame's own drawing as an inline picture (satori cannot fetch our /media routes mid-render). */
async function frameDrawing(url: string | undefined): Promise<string | null> {
  if (!url?.startsWith('/media/')) return null;
  const svg = await productImageSvg(url.slice('/media/'.length).split('/'));
  return svg && `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
}

/** What the picture says besides the product: the owner's shop name and the terms kept now. */
export interface SharingWords {
  shopName: string;
  /** "Free US shipping from $69 · 30-day returns" (lib/shop/advertised-terms.ts). */
  termsLine: string;
}

/**
 * A product's sharing picture (Open Graph and Twitter cards): its drawing, name and price in US
 * dollars, under the shop's name and over the terms it keeps (docs/operating.md#store-brand).
 */
export async function productSharingImage(
  product: ProductDetail,
  words: SharingWords,
): Promise<ImageResponse> {
  const variant = product.variants.find((candidate) => candidate.inStock) ?? product.variants[0];
  const drawing = await frameDrawing(variant?.images[0]?.url);
  const price = formatPrice(product.salePriceCents ?? product.priceCents, 'USD');
  return new ImageResponse(
    <div style={{ display: 'flex', width: '100%', height: '100%', background: '#fafaf8', fontSize: 40 }}>
      <div style={{ display: 'flex', flex: 1, alignItems: 'center', justifyContent: 'center', padding: 40 }}>
        {/* satori draws plain <img> elements only. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        {drawing && <img src={drawing} width={640} height={320} alt="" style={{ objectFit: 'contain' }} />}
      </div>
      <div
        style={{
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          width: 460,
          padding: '0 56px',
          background: THEME_COLORS.primary,
          color: '#ffffff',
        }}
      >
        <div style={{ fontSize: 30, opacity: 0.85 }}>{words.shopName}</div>
        <div style={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1, marginTop: 16 }}>{product.name}</div>
        <div style={{ fontSize: 48, marginTop: 24 }}>{price}</div>
        {product.salePriceCents !== null && (
          <div style={{ fontSize: 30, marginTop: 8, textDecoration: 'line-through', opacity: 0.8 }}>
            {formatPrice(product.priceCents, 'USD')}
          </div>
        )}
        <div style={{ fontSize: 26, marginTop: 32, opacity: 0.85 }}>{words.termsLine}</div>
      </div>
    </div>,
    SHARING_IMAGE_SIZE,
  );
}
