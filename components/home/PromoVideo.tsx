'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './Home.module.css';
import { Icon } from '@/components/ui/Icon';

/**
 * "Play video" opens an overlay that plays the tour; the overlay or Close closes it and pauses. The
 * tour's words are captions in the page's language (scripts/copy-assets.mjs writes them), shown
 * from the start: the picture has none of its own.
 */
export function PromoVideo({
  play,
  close,
  title,
  captions,
}: {
  play: string;
  close: string;
  title: string;
  captions: { src: string; lang: string; label: string };
}) {
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!d) return;
    if (open) {
      d.showModal();
      void video.current?.play().catch(() => {});
    } else {
      video.current?.pause();
      if (d.open) d.close();
    }
  }, [open]);

  return (
    <>
      <button type="button" className={styles.play} onClick={() => setOpen(true)} aria-label={play}>
        <svg viewBox="0 0 24 24" width="34" height="34" aria-hidden="true">
          <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        className={styles.videoDialog}
        aria-label={title}
        onClose={() => setOpen(false)}
        onClick={(event) => {
          if (event.target === event.currentTarget) setOpen(false);
        }}
      >
        <button type="button" className={styles.videoClose} onClick={() => setOpen(false)} aria-label={close}>
          <Icon name="close" size={22} />
        </button>
        {/* Loads nothing, not even its poster, until opened; plays on open, pauses on close. */}
        <video
          ref={video}
          className={styles.videoPlayer}
          controls
          playsInline
          muted
          preload="none"
          poster={open ? '/video/tour.jpg' : undefined}
          width={1280}
          height={720}
        >
          <source src="/video/tour.webm" type="video/webm" />
          <source src="/video/tour.mp4" type="video/mp4" />
          <track kind="captions" src={captions.src} srcLang={captions.lang} label={captions.label} default />
        </video>
      </dialog>
    </>
  );
}
