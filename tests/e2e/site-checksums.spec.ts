// The signed checksum list of the export (out/SHA256SUMS, out/SHA256SUMS.sig) and the section of
// /awareness that tells visitors how to check it.
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './fixtures';
import { out } from './pages';
import { siteSigning, siteUrl } from '@/lib/config';

const sums = path.join(out, siteSigning.sumsFile);
const signature = path.join(out, siteSigning.signatureFile);

const listed = () =>
  new Map(
    fs
      .readFileSync(sums, 'utf8')
      .trimEnd()
      .split('\n')
      .map((line) => [line.slice(66), line.slice(0, 64)] as const),
  );

test('SHA256SUMS lists every file of the export, and sha256sum -c accepts them all', () => {
  const files = fs
    .readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(out, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((name) => name !== siteSigning.sumsFile && name !== siteSigning.signatureFile);
  expect([...listed().keys()].sort()).toEqual(files.sort());
  const check = spawnSync('sha256sum', ['-c', '--quiet', siteSigning.sumsFile], {
    cwd: out,
    encoding: 'utf8',
  });
  expect(check.stdout + check.stderr).toBe('');
  expect(check.status).toBe(0);
});

test('the service sends the very bytes the list names, and the list itself', async ({ request }) => {
  const sha256 = (body: Buffer) => createHash('sha256').update(body).digest('hex');
  const list = listed();
  for (const [url, file] of [
    ['/', 'index.html'],
    ['/fr/awareness', 'fr/awareness.html'],
    ['/ar/FAQ', 'ar/FAQ.html'],
  ] as const) {
    const res = await request.get(url, { headers: { 'accept-encoding': 'identity' } });
    expect(sha256(await res.body()), url).toBe(list.get(file));
  }
  const served = await request.get(`/${siteSigning.sumsFile}`);
  expect(served.status()).toBe(200);
  expect(await served.body()).toEqual(fs.readFileSync(sums));
});

test('a signed build verifies with the public key of lib/config.ts', () => {
  test.skip(!fs.existsSync(signature), 'built without SITE_SIGNING_KEY: nothing to verify');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orvyn-key-'));
  try {
    fs.writeFileSync(path.join(dir, siteSigning.keyFile), siteSigning.publicKey);
    const args = ['-pubin', '-inkey', path.join(dir, siteSigning.keyFile), '-rawin'];
    const answer = execFileSync(
      'openssl',
      ['pkeyutl', '-verify', ...args, '-in', siteSigning.sumsFile, '-sigfile', siteSigning.signatureFile],
      { cwd: out, encoding: 'utf8' },
    );
    expect(answer).toBe('Signature Verified Successfully\n');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('/awareness shows the key and the commands that check this page', async ({ page }) => {
  await page.goto('/fr/awareness');
  const section = page.locator('section').filter({
    has: page.getByRole('heading', { name: "Comment vérifier que c'est bien le vrai site" }),
  });
  await expect(section).toBeVisible();
  const blocks = section.locator('pre');
  await expect(blocks).toHaveCount(3);
  await expect(blocks.nth(0)).toHaveText(siteSigning.publicKey.trim());
  await expect(blocks.nth(1)).toContainText(
    `openssl pkeyutl -verify -pubin -inkey ${siteSigning.keyFile} -rawin -in SHA256SUMS -sigfile SHA256SUMS.sig`,
  );
  await expect(blocks.nth(2)).toContainText(
    `curl --create-dirs -o fr/awareness.html ${siteUrl}/fr/awareness`,
  );
  await expect(blocks.nth(2)).toContainText('sha256sum -c --ignore-missing SHA256SUMS');
  await expect(section.getByText('fr/awareness.html: OK')).toBeVisible();
});
