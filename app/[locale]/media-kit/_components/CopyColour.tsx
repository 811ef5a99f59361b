'use client';

import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';

/** Copies a brand colour's hex code and confirms it with a toast. */
export function CopyColour({ hex, label, copied }: { hex: string; label: string; copied: string }) {
  return (
    <Button
      variant="outline"
      onClick={() => void navigator.clipboard.writeText(hex).then(() => toast.success(copied))}
    >
      {label}
    </Button>
  );
}
