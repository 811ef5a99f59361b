'use client';

import type Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import { useNearViewport } from './use-near-viewport';
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

/**
 * A looping carousel with the arrow labels of SPEC.md §8. Its slides are laid out by CSS from the
 * first paint; Embla starts (measures the slides, forcing their layout) and the autoplay plugin
 * loads only once the carousel nears the viewport, not in the page's load: both carousels sit
 * below the first screen (README, First paint).
 */
export function Carousel({ label, previous, next, children, perView = 'one', autoplay }: Props) {
  const root = useRef<HTMLDivElement>(null);
  const near = useNearViewport(root);
  const onScreen = useNearViewport(root, { margin: '0px', once: false });
  const [playing, setPlaying] = useState(() => Boolean(autoplay) && !reducedMotion());
  // The autoplay plugin loads only on a carousel that plays, so the home page carries none of it.
  const [plugin, setPlugin] = useState<typeof Autoplay | null>(null);
  useEffect(() => {
    if (!near || !playing || plugin) return;
    let live = true;
    void import('embla-carousel-autoplay').then((module) => live && setPlugin(() => module.default));
    return () => {
      live = false;
    };
  }, [near, playing, plugin]);
  const delay = autoplay?.delayMs;
  const plugins = useMemo(
    () =>
      plugin && playing && delay
        ? [plugin({ delay, stopOnInteraction: false, stopOnMouseEnter: true, stopOnFocusIn: true })]
        : [],
    [plugin, playing, delay],
  );
  // A playing carousel starts once its plugin is in: one measurement instead of two.
  const started = near && (!playing || plugin !== null);
  const [viewport, api] = useEmblaCarousel(
    {
      loop: true,
      align: 'start',
      duration: autoplay?.duration,
      direction: typeof document !== 'undefined' && document.documentElement.dir === 'rtl' ? 'rtl' : 'ltr',
    },
    plugins,
  );
  // Autoplay moves the cards every second in a 1.5 s glide, a frame of script, style and paint
  // at a time: off screen it rests, so a phone's main thread does too (README, After load).
  useEffect(() => {
    const autoplay = api?.plugins().autoplay;
    if (!autoplay) return;
    if (onScreen) autoplay.play();
    else autoplay.stop();
  }, [api, plugins, onScreen]);

  return (
    <div
      ref={root}
      className={styles.carousel}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      data-per-view={perView}
      data-ready={api ? true : undefined}
    >
      <div
        className={styles.viewport}
        ref={started ? viewport : undefined}
        aria-live={playing ? 'off' : 'polite'}
      >
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
      <div className={`${styles.controls} script-only`}>
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
