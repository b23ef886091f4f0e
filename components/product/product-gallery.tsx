'use client';

import { useState } from 'react';
import type { ProductDetail } from '@/lib/contract/calls/goods';
import { LazyImage } from '@/components/ui/lazy-image';
import { useSelectedColor } from './selected-color';
import styles from './product-gallery.module.css';

type Variant = ProductDetail['variants'][number];

// The gallery's width: the whole column on phones, about half the page beside the details.
const GALLERY_SIZES = '(min-width: 900px) 50vw, 100vw';

/** A colour's uploaded photos when it has any, else the shop's drawings of it. */
function picturesOf(variant: Variant) {
  const photos = variant.images.filter((image) => image.view === 'photo');
  return photos.length > 0 ? photos : variant.images.filter((image) => image.view !== 'photo');
}

const viewLabel = (view: string, index: number) =>
  view === 'photo' ? `Photo ${index + 1}` : view === 'front' ? 'Front view' : 'Side view';

/**
 * The product's pictures per colour: the chosen colour's views, and the colour choice itself.
 * The server renders the first colour in stock, so the page is complete without JavaScript.
 */
export function ProductGallery({ name, variants }: { name: string; variants: Variant[] }) {
  const first = variants.find((variant) => variant.inStock) ?? variants[0];
  const { sku, choose } = useSelectedColor();
  const [view, setView] = useState(0);
  const variant = variants.find((candidate) => candidate.sku === sku) ?? first;
  if (!variant) return null;
  const pictures = picturesOf(variant);
  const image = pictures[view] ?? pictures[0];

  return (
    <section className={styles.gallery} aria-label={`${name} pictures`}>
      <div className={styles.stage}>
        {image && (
          <LazyImage
            key={image.url}
            src={image.url}
            srcSet={image.srcSet}
            sizes={GALLERY_SIZES}
            alt={image.alt}
            width={image.width}
            height={image.height}
            priority
            className={image.view === 'photo' ? styles.photo : styles.image}
            data-testid="gallery-image"
          />
        )}
      </div>
      {pictures.length > 1 && (
        <div className={styles.views} role="group" aria-label="Views">
          {pictures.map((candidate, index) => (
            <button
              key={candidate.url}
              type="button"
              className={styles.view}
              aria-pressed={index === view}
              aria-label={viewLabel(candidate.view, index)}
              onClick={() => setView(index)}
            >
              <LazyImage
                src={candidate.url}
                srcSet={candidate.srcSet}
                sizes="96px"
                alt=""
                width={96}
                height={48}
                className={candidate.view === 'photo' ? styles.thumbPhoto : undefined}
              />
            </button>
          ))}
        </div>
      )}
      <fieldset className={styles.colors}>
        <legend>
          Colour: <strong data-testid="selected-color">{variant.colorName}</strong>
          {!variant.inStock && <span className={styles.soldOut}> (sold out)</span>}
        </legend>
        <div className={styles.swatches}>
          {variants.map((candidate) => (
            <button
              key={candidate.sku}
              type="button"
              className={styles.swatch}
              style={{ background: candidate.colorHex }}
              aria-pressed={candidate.sku === variant.sku}
              aria-label={`${candidate.colorName}${candidate.inStock ? '' : ', sold out'}`}
              title={candidate.colorName}
              data-testid="color-option"
              onClick={() => {
                choose(candidate.sku);
                setView(0);
              }}
            />
          ))}
        </div>
      </fieldset>
    </section>
  );
}
