import type { ReactNode } from 'react';

// The real root layout is app/[locale]/layout.tsx, which sets <html lang dir>; this one only
// exists because app/not-found.tsx needs a layout above it.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
