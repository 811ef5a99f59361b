/**
 * The story pages' line drawings (cards, checklists): server-rendered only, so none of these paths
 * ships in the browser's JavaScript. Decorative: the text beside each says what it stands for.
 */
const paths = {
  lock: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  check: 'M5 12l5 5 9-10',
  globe: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c3 3.5 3 14.5 0 18M12 3c-3 3.5-3 14.5 0 18',
  phone: 'M8 2h8a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
  message: 'M4 5h16v11H9l-5 4z',
  swap: 'M4 8h14l-4-4M20 16H6l4 4',
  users:
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7zM2 20c0-3.5 3-6 7-6s7 2.5 7 6M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14c2.5.7 4 2.8 4 6',
  bolt: 'M13 2L4 14h7l-1 8 9-12h-7z',
  eye: 'M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  alert: 'M12 3l10 18H2zM12 10v5M12 18v.5',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2M18 14h2',
  signal: 'M3 20v-2M8 20v-6M13 20v-10M18 20V5',
  code: 'M8 7l-5 5 5 5M16 7l5 5-5 5',
  store: 'M4 9l1.5-5h13L20 9M4 9v11h16V9M4 9h16M9 20v-6h6v6',
  game: 'M6 8h12a4 4 0 0 1 4 4v1a3 3 0 0 1-5.5 1.6L15 13H9l-1.5 1.6A3 3 0 0 1 2 13v-1a4 4 0 0 1 4-4zM7 10.5v3M5.5 12h3',
  cube: 'M12 2l9 5v10l-9 5-9-5V7zM3 7l9 5 9-5M12 12v10',
  coins:
    'M12 4c4.4 0 8 1.3 8 3s-3.6 3-8 3-8-1.3-8-3 3.6-3 8-3zM4 7v5c0 1.7 3.6 3 8 3s8-1.3 8-3V7M4 12v5c0 1.7 3.6 3 8 3s8-1.3 8-3v-5',
  headset: 'M4 14a8 8 0 0 1 16 0M4 14v4h3v-5H4M20 14v4h-3v-5h3',
  megaphone: 'M3 10v4h4l8 5V5L7 10zM18 9a4 4 0 0 1 0 6',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  chain: 'M7 7h10v10M17 7L7 17',
  key: 'M14.5 4a5.5 5.5 0 1 1-4.3 8.9L4 19v2h3v-2h2v-2h2l.9-.9M16 8.5v.01',
} as const;

export type GlyphName = keyof typeof paths;

export function Glyph({
  name,
  size = 26,
  className,
}: {
  name: GlyphName;
  size?: number;
  className?: string;
}) {
  return (
    <svg className={className} viewBox="0 0 24 24" width={size} height={size} aria-hidden="true">
      <path
        d={paths[name]}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
