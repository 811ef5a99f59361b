/** Drawings of the benefit panels (decorative; the panel's heading says what they show). */
const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 6,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function OfflineArt() {
  return (
    <svg viewBox="0 0 320 300" aria-hidden="true">
      <rect x="90" y="20" width="140" height="260" rx="26" fill="#fff" />
      <rect x="110" y="60" width="100" height="60" rx="12" fill="var(--color-lime)" />
      <path d="M130 100l20-24 20 24" {...stroke} stroke="var(--color-ink)" />
      <path d="M120 70l80 40" {...stroke} stroke="#e5484d" />
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <rect
          key={i}
          x={112 + i * 16}
          y="160"
          width="12"
          height="20"
          rx="3"
          fill={i < 4 ? 'var(--color-blue)' : '#dcdaf5'}
        />
      ))}
      <rect x="110" y="210" width="100" height="30" rx="15" fill="var(--color-blue)" />
      <path d="M40 90c-14 14-14 40 0 54M62 100c-8 8-8 26 0 34" {...stroke} stroke="#fff" />
    </svg>
  );
}

export function P2PArt() {
  return (
    <svg viewBox="0 0 320 300" aria-hidden="true">
      <circle cx="80" cy="110" r="44" fill="var(--color-blue)" />
      <circle cx="240" cy="110" r="44" fill="#fff" />
      <circle cx="80" cy="98" r="14" fill="var(--color-lime)" />
      <path d="M56 134c6-14 16-20 24-20s18 6 24 20" fill="var(--color-lime)" />
      <circle cx="240" cy="98" r="14" fill="var(--color-blue)" />
      <path d="M216 134c6-14 16-20 24-20s18 6 24 20" fill="var(--color-blue)" />
      <path d="M130 90h60l-14-14M190 130h-60l14 14" {...stroke} stroke="var(--color-ink)" />
      <rect x="60" y="200" width="200" height="56" rx="16" fill="#fff" />
      {/* "≤ 0.5%": the sign is drawn, Manrope has no glyph for it. */}
      <path d="M118 219l-14 6 14 6M104 237h14" {...stroke} strokeWidth={3.5} stroke="var(--color-ink)" />
      <text x="170" y="236" textAnchor="middle" fontSize="22" fontWeight="800" fill="var(--color-ink)">
        0.5%
      </text>
    </svg>
  );
}

export function ContactlessArt() {
  return (
    <svg viewBox="0 0 320 300" aria-hidden="true">
      <rect x="40" y="40" width="120" height="220" rx="22" fill="#fff" />
      <rect x="58" y="80" width="84" height="84" rx="10" fill="var(--color-lime)" />
      <path
        d="M70 92h20v20H70zM110 92h20v20h-20zM70 132h20v20H70zM112 134h6v6h-6zM124 146h6v6h-6z"
        fill="var(--color-ink)"
      />
      <path
        d="M190 110c16 16 16 44 0 60M212 96c24 24 24 64 0 88M234 82c32 32 32 84 0 116"
        {...stroke}
        stroke="var(--color-lime)"
      />
      <rect x="62" y="190" width="76" height="26" rx="13" fill="var(--color-blue)" />
    </svg>
  );
}
