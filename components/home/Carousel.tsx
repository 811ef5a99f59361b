'use client';

import useEmblaCarousel from 'embla-carousel-react';
import type { ReactNode } from 'react';
import styles from './Home.module.css';

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
          <svg className="flip-rtl" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M15 5l-7 7 7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <button type="button" className={styles.arrow} onClick={() => api?.scrollNext()} aria-label={next}>
          <svg className="flip-rtl" viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M9 5l7 7-7 7"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.4"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      </div>
    </div>
  );
}
