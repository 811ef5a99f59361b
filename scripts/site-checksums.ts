// The signed checksum list of the published site (README, "Signed checksums"): out/SHA256SUMS
// lists every file of the export with its SHA-256 in the format `sha256sum -c` reads, and
// out/SHA256SUMS.sig is its Ed25519 signature, which
// `openssl pkeyutl -verify -pubin -inkey KEY -rawin -in SHA256SUMS -sigfile SHA256SUMS.sig` checks.
import { createHash, createPrivateKey, createPublicKey, sign, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { siteSigning } from '../lib/config';

export const { sumsFile: SUMS_FILE, signatureFile: SIGNATURE_FILE } = siteSigning;

/** Every file under `dir` as a `/`-separated relative path, in byte order, the list itself excepted. */
function listFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => name !== SUMS_FILE && name !== SIGNATURE_FILE)
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
}

/** The lines of SHA256SUMS: `<hex>  <path>` for every file, as `sha256sum` writes them. */
export function checksumList(dir: string): string {
  return listFiles(dir)
    .map((name) => {
      // sha256sum escapes such names; the export has none, so refuse rather than mis-list one.
      if (/[\\\n\r]/.test(name)) throw new Error(`cannot list a file name with \\ or a line break: ${name}`);
      const digest = createHash('sha256')
        .update(fs.readFileSync(path.join(dir, name)))
        .digest('hex');
      return `${digest}  ${name}\n`;
    })
    .join('');
}

/**
 * The Ed25519 private key of SITE_SIGNING_KEY: the PEM text itself (as a CI secret holds it) or
 * the path of a PEM file (as `npm run keys:generate` writes it).
 */
export function readSigningKey(value: string): KeyObject {
  const pem = value.trimStart().startsWith('-----BEGIN') ? value : fs.readFileSync(value, 'utf8');
  const key = createPrivateKey(pem);
  if (key.asymmetricKeyType !== 'ed25519') {
    throw new Error(`SITE_SIGNING_KEY must be an Ed25519 private key, not ${key.asymmetricKeyType}`);
  }
  return key;
}

/** The public half of a key as the PEM text lib/config.ts holds. */
export const publicKeyPem = (key: KeyObject): string =>
  createPublicKey(key).export({ type: 'spki', format: 'pem' }).toString();

/**
 * Writes `dir/SHA256SUMS` and, with a signing key, `dir/SHA256SUMS.sig` (64 raw bytes); without
 * one, an older signature is removed, since it would no longer match. A key whose public half is
 * not `publicKey` (the one the site publishes) is refused: visitors could not check its signature.
 */
export function writeChecksums(
  dir: string,
  options: { signingKey?: string; publicKey: string },
): { files: number; signed: boolean } {
  const list = checksumList(dir);
  const key = options.signingKey ? readSigningKey(options.signingKey) : null;
  if (key && publicKeyPem(key).trim() !== options.publicKey.trim()) {
    throw new Error(
      'SITE_SIGNING_KEY is not the key whose public half lib/config.ts publishes (siteSigning.publicKey)',
    );
  }
  fs.writeFileSync(path.join(dir, SUMS_FILE), list);
  const signature = path.join(dir, SIGNATURE_FILE);
  if (key) fs.writeFileSync(signature, sign(null, Buffer.from(list), key));
  else fs.rmSync(signature, { force: true });
  return { files: list.split('\n').length - 1, signed: key !== null };
}
