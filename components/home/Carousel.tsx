'use client';

import useEmblaCarousel from 'embla-carousel-react';
import type { ReactNode } from 'react';
import styles from './Home.module.css';
import { Icon } from '@/components/ui/Icon';

/** A looping carousel of slides with the arrow labels of SPEC.md §8. */
export function Carousel({
  label,
  previous,
  next,
  children,
}: {
  label: string;
  previous: string;
  next: string;
  children: ReactNode[];
}) {
  const [viewport, api] = useEmblaCarousel({
    loop: true,
    direction: typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
  });
  return (
    <div className={styles.carousel} role="region" aria-roledescription="carousel" aria-label={label}>
      <div className={styles.carouselViewport} ref={viewport}>
        <div className={styles.carouselTrack}>
          {children.map((child, i) => (
            <div
              key={i}
              className={styles.carouselSlide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${children.length}`}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.carouselArrows}>
        <button
          type="button"
          className={styles.arrow}
          onClick={() => api?.scrollPrev()}
          aria-label={previous}
        >
          <Icon name="previous" size={22} />
        </button>
        <button type="button" className={styles.arrow} onClick={() => api?.scrollNext()} aria-label={next}>
          <Icon name="next" size={22} />
        </button>
      </div>
    </div>
  );
}
