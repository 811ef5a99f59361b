'use client';

import { Button, type ButtonVariant } from './Button';
import { toast } from './toast';

/** Copies `value` to the clipboard and confirms it with a toast. */
export function CopyButton({
  value,
  label,
  copied,
  variant = 'outline',
}: {
  value: string;
  label: string;
  copied: string;
  variant?: ButtonVariant;
}) {
  return (
    <Button
      variant={variant}
      onClick={() => void navigator.clipboard.writeText(value).then(() => toast.success(copied))}
    >
      {label}
    </Button>
  );
}
