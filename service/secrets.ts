import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

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
