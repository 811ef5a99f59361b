'use client';

import { useState } from 'react';
import { useHydrated } from '@/components/forms/use-hydrated';
import { Button } from '@/components/ui/Button';
import { toast } from '@/components/ui/toast';
import type { KitFile } from '@/lib/data/media-kit';
import styles from './MediaKit.module.css';

interface Props {
  /** One file is saved as it is; several are zipped under their `path`. */
  files: readonly KitFile[];
  name: string;
  zip: boolean;
  labels: { action: string; downloading: string; success: string; empty: string };
}

async function fetchFile(file: KitFile) {
  try {
    const response = await fetch(file.url);
    if (!response.ok) throw new Error(String(response.status));
    return { path: file.path, blob: await response.blob() };
  } catch {
    // SPEC.md §8: a fetch failure is logged only; the visitor sees the outcome of the whole download.
    console.error(`Failed to fetch ${file.url}`);
    return null;
  }
}

/** Fetches the kit's files as blobs, zips them in the browser when there are several, and saves. */
export function KitDownload({ files, name, zip, labels }: Props) {
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();

  async function download() {
    setBusy(true);
    try {
      const [fetched, { saveAs }] = await Promise.all([
        Promise.all(files.map(fetchFile)),
        import('file-saver'),
      ]);
      const found = fetched.filter((file) => file !== null);
      if (found.length === 0) {
        toast.error(labels.empty);
        return;
      }
      if (zip) {
        const { default: JSZip } = await import('jszip');
        const archive = new JSZip();
        for (const file of found) archive.file(file.path, file.blob);
        saveAs(await archive.generateAsync({ type: 'blob' }), name);
      } else saveAs(found[0]!.blob, name);
      toast.success(labels.success);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button onClick={download} disabled={busy} data-hydrated={hydrated || undefined}>
        {labels.action}
      </Button>
      {busy && (
        <div className={styles.overlay} role="status">
          <span className={styles.spinner} aria-hidden="true" />
          {labels.downloading}
        </div>
      )}
    </>
  );
}
