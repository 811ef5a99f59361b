/**
 * @jest-environment node
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { envVariables, readEnv } from '@/service/env';

const root = path.join(__dirname, '..', '..');

describe('the service environment', () => {
  it('has a default for everything but the optional services', () => {
    const env = readEnv({});
    expect(env).toMatchObject({ PORT: 8080, HOST: '0.0.0.0', RATE_LIMIT_IP_PER_MINUTE: 30 });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.REDIS_URL).toBeUndefined();
    // An empty value is unset, except SITE_DIR, where empty means the API alone.
    expect(readEnv({ DATABASE_URL: '', REDIS_URL: '', SITE_DIR: '' })).toMatchObject({ SITE_DIR: '' });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 1 to 65535'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 1 to 65535'],
    [{ DATABASE_URL: 'postgres//db.internal/orvyn' }, 'DATABASE_URL must be a URL such as postgres://'],
    [{ DATABASE_URL: 'mysql://db.internal/orvyn' }, 'DATABASE_URL must be a URL such as postgres://'],
    [{ REDIS_URL: 'localhost:6379' }, 'REDIS_URL must be a URL such as redis://'],
    [{ SMTP_URL: 'mail.example.com' }, 'SMTP_URL must be a URL such as smtps://'],
    [{ SITE_ORIGINS: 'orvyn.example' }, 'SITE_ORIGINS must be comma-separated origins'],
    [{ TRUST_PROXY: 'yes' }, 'TRUST_PROXY must be true or false'],
    [{ OUTBOX_LEASE_SECONDS: '0' }, 'OUTBOX_LEASE_SECONDS must be a whole number of at least 1'],
    [{ ADMIN_TOKEN: 'short' }, 'ADMIN_TOKEN must be at least 24 characters'],
  ])('refuses %j with one line naming the variable', (source, message) => {
    expect(() => readEnv(source)).toThrow(message);
  });

  it('names every malformed variable at once and repeats no value (it may be a password)', () => {
    expect(() => readEnv({ PORT: 'x', DATABASE_URL: 'postgres//admin:hunter2@db' })).toThrow(
      /^Invalid environment: PORT must .*; DATABASE_URL must [^\n]*$/,
    );
    expect(() => readEnv({ DATABASE_URL: 'postgres//admin:hunter2@db' })).not.toThrow(/hunter2/);
  });

  it('stops the service process with that one line and exit code 1', async () => {
    const run = promisify(execFile)(process.execPath, ['--import', 'tsx', 'service/server.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'eighty', DATABASE_URL: 'not a url' },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stdout: '',
      stderr:
        'Invalid environment: PORT must be a whole number from 1 to 65535; DATABASE_URL must be a URL such as postgres://user:password@host:5432/orvyn\n',
    });
  }, 30_000);

  it('is listed in full in the README table of service variables', () => {
    const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
    const table = readme.slice(readme.indexOf('**Service variables**'), readme.indexOf('**Test variables**'));
    const listed = [...table.matchAll(/^\s*\| `([A-Z_]+)`/gm)].map((m) => m[1]);
    expect(listed.sort()).toEqual([...envVariables].sort());
  });
});
