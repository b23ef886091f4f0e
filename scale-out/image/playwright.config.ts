import { defineConfig } from '@playwright/test';

// The container image's smoke test (docs/deploying.md#image): `npm run test:image` runs the image
// OCULO_IMAGE (default localhost/oculo:latest, built from the Dockerfile) with podman and checks it
// from outside. .ci/run builds the image first.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './container.ts',
  timeout: 120_000,
  workers: 1,
  reporter: [['list']],
});
