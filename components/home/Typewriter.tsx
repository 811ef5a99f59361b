'use client';

import { useEffect, useRef, useState } from 'react';
import { timings } from '@/lib/config';

/**
 * Types each line, pauses, deletes it and moves to the next (SPEC.md §4, §9 timings). With
 * reduced motion it shows the first line. Screen readers get all lines at once, once. Off screen
 * it rests where it is and goes on when it is seen again: each letter costs the page a frame of
 * style, layout and paint (README, After load).
 */
export function Typewriter({ lines }: { lines: readonly string[] }) {
  const [text, setText] = useState(lines[0] ?? '');
  const typed = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = typed.current;
    if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches || lines.length === 0)
      return;
    const { typeMs, deleteMs, pauseMs } = timings.typewriter;
    let line = 0;
    let length = 0;
    let deleting = false;
    let wait: number = typeMs;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const tick = () => {
      const current = lines[line] ?? '';
      length += deleting ? -1 : 1;
      setText(current.slice(0, length));
      wait = deleting ? deleteMs : typeMs;
      if (!deleting && length === current.length) {
        deleting = true;
        wait = pauseMs;
      } else if (deleting && length === 0) {
        deleting = false;
        line = (line + 1) % lines.length;
      }
      timer = setTimeout(tick, wait);
    };
    const go = () => {
      delete element.dataset.resting;
      timer ??= setTimeout(tick, wait);
    };
    // The caret stops blinking too (Home.module.css).
    const rest = () => {
      element.dataset.resting = '';
      clearTimeout(timer);
      timer = undefined;
    };
    const observer = new IntersectionObserver((entries) => (entries.at(-1)?.isIntersecting ? go() : rest()));
    observer.observe(element);
    go();
    return () => {
      rest();
      observer.disconnect();
    };
  }, [lines]);

  // Every line is laid out, unseen, in the same grid cell as the typed one, so the box is as tall as
  // the longest line from the first paint and nothing below it moves while lines are typed.
  return (
    <>
      <span className="visually-hidden">{lines.join(' ')}</span>
      {lines.map((line) => (
        <span key={line} aria-hidden="true" className="typewriter-room">
          {line}
          <span className="caret" />
        </span>
      ))}
      <span ref={typed} aria-hidden="true" data-testid="typewriter">
        {text}
        <span className="caret" />
      </span>
    </>
  );
}
