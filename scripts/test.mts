// `npm test`: every check of the project, arranged so the two cores are busy without disturbing the
// timing-sensitive steps, and the time of each step printed at the end.
//
//   beside each other: the static build  |  lint, format, types, messages, unit and service tests
//   then alone:        the byte budgets, the browser tests, Lighthouse on a few pages
//
// Each step's output is printed when it ends; the first failure stops the steps not yet started.
//   npm test                 every step
//   npm test -- --skip build  reuse out/ from an earlier `npm run build`
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

interface Step {
  name: string;
  script: string;
  args?: string[];
  env?: Record<string, string>;
}

const { values } = parseArgs({ options: { skip: { type: 'string', multiple: true, default: [] } } });
const skipped = new Set(values.skip);

// The types are checked once, by the typecheck step beside the build (next.config.ts).
const build: Step[] = [{ name: 'build', script: 'build', env: { TYPES_CHECKED_BESIDE: '1' } }];
const checks: Step[] = [
  { name: 'lint', script: 'lint' },
  { name: 'format', script: 'format:check' },
  { name: 'typecheck', script: 'typecheck' },
  { name: 'messages', script: 'i18n:check' },
  { name: 'unit', script: 'test:unit' },
];
const afterBuild: Step[] = [
  { name: 'size', script: 'size' },
  { name: 'browser', script: 'test:e2e' },
  // The full sweep (every route in en, ar, ja, hi, 3 runs, every bar) is `npm run lighthouse`.
  // Here: LCP, layout shift, SEO, accessibility and best practices, which these pages meet; the
  // performance score and TBT are printed but not yet enforced (README, Measured).
  {
    name: 'lighthouse',
    script: 'lighthouse',
    args: [
      '--routes',
      '/,/api-docs,/request-demo',
      '--locales',
      'en,ar',
      '--runs',
      '1',
      '--bars',
      'lcp,cls,scores',
    ],
  },
];

const times: { name: string; seconds: number; ok: boolean | null }[] = [];
let failed = false;

function run(step: Step): Promise<boolean> {
  if (failed || skipped.has(step.name)) {
    times.push({ name: step.name, seconds: 0, ok: null });
    return Promise.resolve(true);
  }
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step.script, ...(step.args ? ['--', ...step.args] : [])], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', ...step.env },
    });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      const ok = code === 0;
      times.push({ name: step.name, seconds, ok });
      process.stdout.write(
        `\n── ${step.name} (npm run ${step.script}) ${ok ? 'passed' : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s\n`,
      );
      process.stdout.write(Buffer.concat(output));
      if (!ok) failed = true;
      resolve(ok);
    });
  });
}

async function lane(steps: Step[]) {
  for (const step of steps) await run(step);
}

const started = Date.now();
await Promise.all([lane(build), lane(checks)]);
await lane(afterBuild);

const total = (Date.now() - started) / 1000;
console.log('\nstep        time');
for (const { name, seconds, ok } of times)
  console.log(
    `${name.padEnd(10)}  ${ok === null ? 'skipped' : `${seconds.toFixed(1).padStart(6)} s${ok ? '' : '  FAILED'}`}`,
  );
console.log(
  `${'total'.padEnd(10)}  ${total.toFixed(1).padStart(6)} s (build beside the checks, then the rest)`,
);
process.exit(failed ? 1 : 0);
