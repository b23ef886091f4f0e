import Image from 'next/image';
import Link from 'next/link';
import type { Banner } from '@/lib/contract/calls/content';
import { CarouselControls } from './carousel-controls';
import styles from './banner-carousel.module.css';

/** The home banners as a scroll-snap carousel: every slide is in the HTML; the controls are an island. */
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
            <Image
              src={banner.image.url}
              alt={banner.image.alt}
              width={banner.image.width}
              height={banner.image.height}
              priority={index === 0}
              unoptimized
              sizes="100vw"
              className={styles.image}
            />
            <div className={styles.copy}>
              <h2 className={styles.title}>{banner.title}</h2>
              <p className={styles.subtitle}>{banner.subtitle}</p>
              <Link href={banner.href} className={styles.cta}>
                {banner.ctaLabel}
              </Link>
            </div>
          </li>
        ))}
      </ul>
      <CarouselControls trackId="home-banners" count={banners.length} />
    </section>
  );
}
