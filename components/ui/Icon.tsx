/** The site's small line icons; decorative (the control around one carries the name). */
const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  previous: 'M15 5l-7 7 7 7',
  next: 'M9 5l7 7-7 7',
  arrow: 'M4 12h16M14 6l6 6-6 6',
  pause: 'M9 5v14M15 5v14',
  play: 'M7 4l13 8-13 8z',
} as const;

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  const mirrored = name === 'previous' || name === 'next' || name === 'arrow';
  return (
    <svg
      className={[mirrored ? 'flip-rtl' : '', className].filter(Boolean).join(' ') || undefined}
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
    >
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
