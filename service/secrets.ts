import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';

/** A secret from the environment, or one generated once and kept (mode 600) in the data folder. */
export function persistentSecret(dataDir: string, name: string, fromEnv?: string): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  fs.mkdirSync(dataDir, { recursive: true });
  const value = randomBytes(32).toString('base64url');
  fs.writeFileSync(file, value + '\n', { mode: 0o600 });
  return value;
}

/** Signed tokens for the links in mails: `<payload>.<hmac>`, both base64url. */
export function createSigner(secret: string) {
  const mac = (purpose: string, payload: string) =>
    createHmac('sha256', secret).update(`${purpose}:${payload}`).digest('base64url');
  return {
    sign(purpose: string, value: string): string {
      const payload = Buffer.from(value, 'utf8').toString('base64url');
      return `${payload}.${mac(purpose, payload)}`;
    },
    verify(purpose: string, token: string): string | null {
      const [payload, signature] = token.split('.');
      if (!payload || !signature) return null;
      const expected = Buffer.from(mac(purpose, payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      return Buffer.from(payload, 'base64url').toString('utf8');
    },
  };
}

export type Signer = ReturnType<typeof createSigner>;

/**
 * Sealed tokens: a value encrypted and authenticated (AES-256-GCM) with an expiry, compressed,
 * so it can travel in a URL without showing what it holds. Any copy of the service with the same
 * secret opens it.
 */
export function createSealer(secret: string, purpose: string) {
  const key = createHash('sha256').update(`${purpose}:${secret}`).digest();
  return {
    seal(value: unknown, ttlMs: number, now = Date.now()): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const plain = brotliCompressSync(JSON.stringify({ exp: now + ttlMs, value }));
      const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
    },
    open<T>(token: string, now = Date.now()): T | null {
      try {
        const raw = Buffer.from(token, 'base64url');
        const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
        decipher.setAuthTag(raw.subarray(12, 28));
        const plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
        const { exp, value } = JSON.parse(brotliDecompressSync(plain).toString('utf8')) as {
          exp: number;
          value: T;
        };
        return exp > now ? value : null;
      } catch {
        return null;
      }
    },
  };
}
