import { MoneyInText } from '@/components/cart/money-in-text';
import { IntentLink } from '@/components/ui/intent-link';
import type { Banner } from '@/lib/contract/calls/content';
import { CarouselControls } from './carousel-controls';
import styles from './banner-carousel.module.css';

/**
 * The home banners as a scroll-snap carousel: every slide is in the HTML; the controls are an island.
 * Only the first slide's picture loads with the page (it is the page's largest paint); the others
 * carry their address in data-src until the carousel moves or a shopper reaches for it
 * (carousel-controls.tsx), so a visit that stays on the first slide fetches one banner, not all.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Featured"
      data-testid="banner-carousel"
    >
      <ul className={styles.track} id="home-banners">
        {banners.map((banner, index) => (
          <li
            key={banner.id}
            className={styles.slide}
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${banners.length}`}
          >
            {/* eslint-disable-next-line @next/next/no-img-element -- a stored size or a drawing; next/image's browser code stays out of the page */}
            <img
              // the first slide's picture loads with the page; the others keep their address until
              // the carousel moves or a shopper reaches for it (carousel-controls)
              {...(index === 0
                ? { src: banner.image.url, srcSet: banner.image.srcSet, fetchPriority: 'high' as const }
                : { 'data-src': banner.image.url, 'data-srcset': banner.image.srcSet })}
              sizes={banner.image.srcSet ? '100vw' : undefined}
              alt={banner.image.alt}
              width={banner.image.width}
              height={banner.image.height}
              decoding="async"
              className={styles.image}
            />
            <div className={styles.copy}>
              <h2 className={styles.title}>
                <MoneyInText text={banner.title} />
              </h2>
              <p className={styles.subtitle}>
                <MoneyInText text={banner.subtitle} />
              </p>
              <IntentLink href={banner.href} className={styles.cta}>
                {banner.ctaLabel}
              </IntentLink>
            </div>
          </li>
        ))}
      </ul>
      <CarouselControls trackId="home-banners" count={banners.length} />
    </section>
  );
}
