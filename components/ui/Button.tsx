import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost';
export type ButtonSize = 'md' | 'lg';

interface StyleProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function buttonClassName({ variant = 'primary', size = 'md' }: StyleProps, extra?: string) {
  return [styles.button, styles[variant], styles[size], extra].filter(Boolean).join(' ');
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: StyleProps & ComponentProps<'button'>) {
  return <button type={type} className={buttonClassName({ variant, size }, className)} {...props} />;
}

/** An internal link that looks like a button; the locale prefix is added by next-intl. */
export function ButtonLink({ variant, size, className, ...props }: StyleProps & ComponentProps<typeof Link>) {
  return <Link className={buttonClassName({ variant, size }, className)} {...props} />;
}
