'use client';

import type Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import styles from './Carousel.module.css';

interface Props {
  label: string;
  previous: string;
  next: string;
  children: ReactNode[];
  /** Slide width: one slide per view, or the benefit cards' 3 / 2 / 1 by width (SPEC.md §9). */
  perView?: 'one' | 'responsive';
  /** Moves on by itself every `delayMs`, with a pause button (WCAG 2.2.2) and never under reduced motion. */
  autoplay?: { delayMs: number; duration: number; pause: string; play: string };
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A looping carousel with the arrow labels of SPEC.md §8. */
export function Carousel({ label, previous, next, children, perView = 'one', autoplay }: Props) {
  const [playing, setPlaying] = useState(() => Boolean(autoplay) && !reducedMotion());
  // The autoplay plugin loads only on a carousel that plays, so the home page carries none of it.
  const [plugin, setPlugin] = useState<typeof Autoplay | null>(null);
  useEffect(() => {
    if (!playing || plugin) return;
    let live = true;
    void import('embla-carousel-autoplay').then((module) => live && setPlugin(() => module.default));
    return () => {
      live = false;
    };
  }, [playing, plugin]);
  const delay = autoplay?.delayMs;
  const plugins = useMemo(
    () =>
      plugin && playing && delay
        ? [plugin({ delay, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : [],
    [plugin, playing, delay],
  );
  const [viewport, api] = useEmblaCarousel(
    {
      loop: true,
      align: 'start',
      duration: autoplay?.duration,
      direction: typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
    },
    plugins,
  );

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-per-view={perView}
      data-ready={api ? true : undefined}
    >
      <div className={styles.viewport} ref={viewport} aria-live={playing ? 'off' : 'polite'}>
        <div className={styles.track}>
          {children.map((child, i) => (
            <div
              key={i}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${children.length}`}
            >
              {child}
            </div>
          ))}
        </div>
      </div>
      <div className={styles.controls}>
        {autoplay && (
          <button
            type="button"
            className={styles.control}
            onClick={() => setPlaying((p) => !p)}
            aria-label={playing ? autoplay.pause : autoplay.play}
          >
            <Icon name={playing ? 'pause' : 'play'} size={20} />
          </button>
        )}
        <button
          type="button"
          className={styles.control}
          onClick={() => api?.scrollPrev()}
          aria-label={previous}
        >
          <Icon name="previous" size={22} />
        </button>
        <button type="button" className={styles.control} onClick={() => api?.scrollNext()} aria-label={next}>
          <Icon name="next" size={22} />
        </button>
      </div>
    </div>
  );
}
