import { defineConfig } from '@playwright/test';

// compose.yaml brought up whole and checked from outside (docs/deploying.md#compose):
// `npm run test:compose`, with podman-compose and the image OCULO_IMAGE. Where the public images
// cannot be pulled, COMPOSE_STAND_INS=1 uses those stand-ins.sh builds.
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './stack.ts',
  timeout: 120_000,
  workers: 1,
  reporter: [['list']],
});
