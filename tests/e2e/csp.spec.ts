import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from './fixtures';
import { out } from './pages';

// Every page's policies are checked in tests/e2e/every-page.spec.ts, with its other sweeps.
test('the build writes the service’s shared headers into out/_headers for CDN hosting', async ({
  request,
}) => {
  const file = fs.readFileSync(path.join(out, '_headers'), 'utf8');
  const site = file.slice(file.indexOf('/*\n'));
  const headers = (await request.get('/about-us')).headers();
  for (const name of ['permissions-policy', 'referrer-policy', 'x-content-type-options', 'x-frame-options']) {
    expect(headers[name]).toBeTruthy();
    expect(site.toLowerCase()).toContain(`  ${name}: ${headers[name]!.toLowerCase()}\n`);
  }
});
