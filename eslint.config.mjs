import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { oculoPlugin } from './eslint-module-boundaries.mjs';

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: [
      '**/.next/**',
      'node_modules/**',
      '.data/**',
      'next-env.d.ts',
      'coverage/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // CommonJS preloads (scripts/server-side.cjs) load their dependencies with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The module boundaries (docs/development.md#boundaries): see eslint-module-boundaries.mjs.
    files: ['**/*.{ts,tsx,mts,mjs}'],
    plugins: { oculo: oculoPlugin },
    rules: { 'oculo/module-boundaries': 'error' },
  },
];

export default config;
