/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SIGNATURE_FILE, SUMS_FILE, writeChecksums } from '@/scripts/site-checksums';

/** A small export with the shapes of the real one: pages at the root and per language, assets. */
const files: Record<string, string | Buffer> = {
  'index.html': '<html lang="en"><body>Home</body></html>',
  'awareness.html': '<html lang="en"><body>Awareness</body></html>',
  'fr.html': '<html lang="fr"><body>Accueil</body></html>',
  'zh-Hant/FAQ.html': '<html lang="zh-Hant"><body>常見問題</body></html>',
  '_next/static/chunks/app 1.js': 'console.log(1)',
  'video/promo.webm': Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0, 1, 2, 255]),
};

function run(cmd: string, args: string[], cwd: string) {
  const result = spawnSync(cmd, args, { cwd, encoding: 'utf8' });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

function keyPair(dir: string, type: 'ed25519' | 'rsa' = 'ed25519') {
  const { privateKey, publicKey } =
    type === 'rsa' ? generateKeyPairSync('rsa', { modulusLength: 2048 }) : generateKeyPairSync('ed25519');
  const privatePath = path.join(dir, `${type}-private.pem`);
  const publicPath = path.join(dir, `${type}-public.pem`);
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  fs.writeFileSync(privatePath, privateKey.export({ type: 'pkcs8', format: 'pem' }));
  fs.writeFileSync(publicPath, publicPem);
  return { privatePath, publicPath, publicPem };
}

describe('the signed checksum list of the export', () => {
  let site: string;
  let keys: string;

  beforeEach(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'orvyn-sums-site-'));
    keys = fs.mkdtempSync(path.join(os.tmpdir(), 'orvyn-sums-keys-'));
    for (const [name, body] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(site, name)), { recursive: true });
      fs.writeFileSync(path.join(site, name), body);
    }
  });
  afterEach(() => {
    fs.rmSync(site, { recursive: true, force: true });
    fs.rmSync(keys, { recursive: true, force: true });
  });

  const verifySignature = (publicPath: string) =>
    run(
      'openssl',
      [
        'pkeyutl',
        '-verify',
        '-pubin',
        '-inkey',
        publicPath,
        '-rawin',
        '-in',
        SUMS_FILE,
        '-sigfile',
        SIGNATURE_FILE,
      ],
      site,
    );

  it('lists every file for sha256sum -c and signs the list so that openssl verifies it', () => {
    const { privatePath, publicPath, publicPem } = keyPair(keys);
    expect(writeChecksums(site, { signingKey: privatePath, publicKey: publicPem })).toEqual({
      files: Object.keys(files).length,
      signed: true,
    });

    const check = run('sha256sum', ['-c', SUMS_FILE], site);
    expect(check.code).toBe(0);
    expect(check.output.trim().split('\n').sort()).toEqual(
      Object.keys(files)
        .map((f) => `${f}: OK`)
        .sort(),
    );
    expect(fs.statSync(path.join(site, SIGNATURE_FILE)).size).toBe(64);
    expect(verifySignature(publicPath)).toEqual({ code: 0, output: 'Signature Verified Successfully\n' });

    // One changed byte in a page: sha256sum names it.
    const page = path.join(site, 'zh-Hant/FAQ.html');
    const bytes = fs.readFileSync(page);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
    fs.writeFileSync(page, bytes);
    const tampered = run('sha256sum', ['-c', '--quiet', SUMS_FILE], site);
    expect(tampered.code).toBe(1);
    expect(tampered.output).toContain('zh-Hant/FAQ.html: FAILED');

    // A forger who rewrites that line of the list to match breaks the signature instead.
    const sums = fs.readFileSync(path.join(site, SUMS_FILE), 'utf8');
    const forged = run('sha256sum', ['zh-Hant/FAQ.html'], site).output;
    fs.writeFileSync(path.join(site, SUMS_FILE), sums.replace(/^.*  zh-Hant\/FAQ\.html\n/m, forged));
    expect(run('sha256sum', ['-c', '--quiet', SUMS_FILE], site).code).toBe(0);
    expect(verifySignature(publicPath)).toEqual({ code: 1, output: 'Signature Verification Failure\n' });
  });

  it('takes the key as PEM text too, and a key of another pair fails to verify', () => {
    const { privatePath, publicPem } = keyPair(keys);
    writeChecksums(site, { signingKey: fs.readFileSync(privatePath, 'utf8'), publicKey: publicPem });
    const other = fs.mkdtempSync(path.join(os.tmpdir(), 'orvyn-sums-other-'));
    try {
      expect(verifySignature(keyPair(other).publicPath).code).toBe(1);
    } finally {
      fs.rmSync(other, { recursive: true, force: true });
    }
  });

  it('refuses a key that is not the published one or not Ed25519, and drops a stale signature', () => {
    const { privatePath, publicPem } = keyPair(keys);
    const published = keyPair(fs.mkdtempSync(path.join(keys, 'published-'))).publicPem;
    expect(() => writeChecksums(site, { signingKey: privatePath, publicKey: published })).toThrow(
      /not the key whose public half lib\/config\.ts publishes/,
    );
    expect(fs.existsSync(path.join(site, SUMS_FILE))).toBe(false);
    expect(() =>
      writeChecksums(site, { signingKey: keyPair(keys, 'rsa').privatePath, publicKey: publicPem }),
    ).toThrow('SITE_SIGNING_KEY must be an Ed25519 private key, not rsa');

    writeChecksums(site, { signingKey: privatePath, publicKey: publicPem });
    fs.appendFileSync(path.join(site, 'index.html'), '<!-- rebuilt -->');
    expect(writeChecksums(site, { publicKey: publicPem }).signed).toBe(false);
    expect(fs.existsSync(path.join(site, SIGNATURE_FILE))).toBe(false);
    expect(run('sha256sum', ['-c', '--quiet', SUMS_FILE], site).code).toBe(0);
  });
});
