import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductGallery } from '@/components/product/product-gallery';
import type { ProductDetail } from '@/lib/contract/calls/goods';

// A colour with uploaded photos shows them, in their stored sizes (srcset); a colour without any
// keeps the shop's drawings.

type Variant = ProductDetail['variants'][number];

const drawing = (sku: string, view: 'front' | 'angle') => ({
  view,
  url: `/media/products/AB12/${sku}-${view}.svg`,
  alt: `${sku} ${view}`,
  width: 800,
  height: 400,
});
const photo = (stem: string, alt: string) => ({
  view: 'photo',
  url: `/media/images/${stem}`,
  srcSet: `/media/images/${stem}?w=320 320w, /media/images/${stem}?w=640 640w`,
  alt,
  width: 640,
  height: 960,
});

const variant = (sku: string, images: Variant['images']): Variant => ({
  sku,
  colorName: sku,
  colorFamily: 'black',
  colorHex: '#000000',
  lensTintHex: null,
  stock: 3,
  inStock: true,
  images,
});

const variants = [
  variant('AB12-BLK', [
    drawing('AB12-BLK', 'front'),
    photo('a'.repeat(32), 'On a face'),
    photo('b'.repeat(32), 'Side'),
  ]),
  variant('AB12-RED', [drawing('AB12-RED', 'front'), drawing('AB12-RED', 'angle')]),
];

describe('ProductGallery', () => {
  it('shows a colour’s photos, with their srcset, instead of its drawings', async () => {
    render(<ProductGallery name="Aldo" variants={variants} />);
    const main = screen.getByTestId('gallery-image');
    expect(main).toHaveAttribute('src', `/media/images/${'a'.repeat(32)}`);
    expect(main).toHaveAttribute('srcset', variants[0]?.images[1]?.srcSet);
    expect(main).toHaveAttribute('sizes', expect.stringContaining('vw'));
    expect(screen.getByRole('button', { name: 'Photo 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Front view' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Photo 2' }));
    expect(screen.getByTestId('gallery-image')).toHaveAttribute('alt', 'Side');
  });

  it('keeps the drawings of a colour without photos, with no srcset', () => {
    render(<ProductGallery name="Aldo" variants={[...variants].reverse()} />);
    const main = screen.getByTestId('gallery-image');
    expect(main).toHaveAttribute('src', '/media/products/AB12/AB12-RED-front.svg');
    expect(main).not.toHaveAttribute('srcset');
    expect(screen.getByRole('button', { name: 'Side view' })).toBeInTheDocument();
  });
});
