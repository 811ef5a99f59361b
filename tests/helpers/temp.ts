import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A new folder in the system's temporary folder, removed with what it holds when this process exits. */
export function tempFolder(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}
