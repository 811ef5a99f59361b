'use client';

import { useEffect, useState } from 'react';
import { timings } from '@/lib/config';

/**
 * Types each line, pauses, deletes it and moves to the next (SPEC.md §4, §9 timings). With
 * reduced motion it shows the first line. Screen readers get all lines at once, once.
 */
export function Typewriter({ lines }: { lines: readonly string[] }) {
  const [text, setText] = useState(lines[0] ?? '');
  useEffect(() => {
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || lines.length === 0) return;
    let line = 0;
    let length = 0;
    let deleting = false;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = lines[line] ?? '';
      length += deleting ? -1 : 1;
      setText(current.slice(0, length));
      let delay: number = deleting ? timings.typewriter.deleteMs : timings.typewriter.typeMs;
      if (!deleting && length === current.length) {
        deleting = true;
        delay = timings.typewriter.pauseMs;
      } else if (deleting && length === 0) {
        deleting = false;
        line = (line + 1) % lines.length;
      }
      timer = setTimeout(tick, delay);
    };
    length = 0;
    timer = setTimeout(tick, timings.typewriter.typeMs);
    return () => clearTimeout(timer);
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
      <span aria-hidden="true" data-testid="typewriter">
        {text}
        <span className="caret" />
      </span>
    </>
  );
}
