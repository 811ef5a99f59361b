import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  {
    ignores: [
      'node_modules/',
      '.next/',
      'out/',
      'data/',
      'public/',
      'test-results/',
      'playwright-report/',
      'next-env.d.ts',
      'tests/fixtures/bare-next/.next/',
      'tests/fixtures/bare-next/out/',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    rules: {
      // The export serves images as they are (images.unoptimized); next/image adds nothing here.
      '@next/next/no-img-element': 'off',
    },
  },
];

export default config;
