import type { ComponentProps } from 'react';
import styles from './Card.module.css';

export function Card({
  tone = 'plain',
  className,
  ...props
}: { tone?: 'plain' | 'blue' | 'lime' | 'soft' } & ComponentProps<'div'>) {
  return <div className={[styles.card, styles[tone], className].filter(Boolean).join(' ')} {...props} />;
}
