'use client';

import { useEffect, useState } from 'react';
import styles from './banner-carousel.module.css';

const AUTO_ADVANCE_MS = 6000;

/** Gives the slides after the first their pictures (banner-carousel.tsx holds them back). */
function loadEverySlide(track: HTMLElement): void {
  for (const image of track.querySelectorAll<HTMLImageElement>('img[data-src]')) {
    if (image.dataset.srcset) image.srcset = image.dataset.srcset;
    image.src = image.dataset.src ?? '';
    delete image.dataset.src;
  }
}

/** Dots and auto-advance for a scroll-snap track; without JavaScript the track still scrolls. */
export function CarouselControls({ trackId, count }: { trackId: string; count: number }) {
  const [active, setActive] = useState(0);

  useEffect(() => {
    const track = document.getElementById(trackId);
    if (!track) return;
    const onScroll = () => {
      loadEverySlide(track);
      setActive(Math.round(track.scrollLeft / Math.max(track.clientWidth, 1)));
    };
    track.addEventListener('scroll', onScroll, { passive: true });
    // A shopper reaching for the carousel (pointer, touch, keyboard) is about to see the next slides.
    const carousel = track.parentElement ?? track;
    const reach = () => loadEverySlide(track);
    const reachEvents = ['pointerenter', 'touchstart', 'focusin'] as const;
    for (const type of reachEvents) carousel.addEventListener(type, reach, { passive: true, once: true });
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = reduceMotion
      ? undefined
      : window.setInterval(() => {
          if (document.hidden || track.matches(':hover')) return;
          loadEverySlide(track);
          const next = (Math.round(track.scrollLeft / track.clientWidth) + 1) % count;
          track.scrollTo({ left: next * track.clientWidth, behavior: 'smooth' });
        }, AUTO_ADVANCE_MS);
    return () => {
      track.removeEventListener('scroll', onScroll);
      for (const type of reachEvents) carousel.removeEventListener(type, reach);
      window.clearInterval(timer);
    };
  }, [trackId, count]);

  const go = (index: number) => {
    const track = document.getElementById(trackId);
    track?.scrollTo({ left: index * track.clientWidth, behavior: 'smooth' });
  };

  return (
    <div className={styles.dots}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={styles.dot}
          aria-label={`Show banner ${index + 1}`}
          aria-current={index === active}
          onClick={() => go(index)}
        />
      ))}
    </div>
  );
}
