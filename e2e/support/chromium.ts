import { existsSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/** This machine's Chromium (never a downloaded one) and the flags it runs headless with here. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium headless shell (package chromium-headless-shell), same engine and version. */
const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell';

/**
 * The Chromium the browser suite drives: CHROMIUM_PATH when set, else the headless shell when it is
 * installed, else the browser. The shell is Chromium's own headless build (what Playwright runs
 * headless tests in by default) without the full browser's windowing and UI layers. The suite keeps
 * both cores of the build machine busy, Chromium's processes most of them: desktop catalog, checkout,
 * accounts and titles used 149 s of Chromium's CPU instead of 188, and the whole suite with
 * PostgreSQL took 9.9 min instead of 13.4.
 * The benchmarks keep the full browser (CHROMIUM_PATH): they measure what shoppers run.
 */
export const BROWSER_SUITE_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL_PATH) ? HEADLESS_SHELL_PATH : CHROMIUM_PATH);

/**
 * Chromium with a fake camera that plays `video` (a Y4M file) and a camera permission prompt that
 * says yes by itself: the try-on's live video in the browser suite and its benchmark.
 */
export function launchWithFakeCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
