import type { ComponentProps } from 'react';
import { buttonClassName, type ButtonStyle } from './Button';
import { Link } from './Link';

/** An internal link that looks like a button. */
export function ButtonLink({
  variant,
  size,
  className,
  ...props
}: ButtonStyle & ComponentProps<typeof Link>) {
  return <Link className={buttonClassName({ variant, size }, className)} {...props} />;
}
