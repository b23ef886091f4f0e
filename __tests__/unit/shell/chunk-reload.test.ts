import { isChunkLoadError, shouldReloadForChunkError } from '@/lib/client/chunk-reload';

function named(name: string, message = 'boom'): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

const NOW = 1_700_000_000_000;

describe('isChunkLoadError', () => {
  it.each([
    ['a ChunkLoadError by name', named('ChunkLoadError'), true],
    [
      'webpack "Loading chunk 42 failed."',
      new Error('Loading chunk 42 failed.\n(error: /_next/static/chunks/42.js)'),
      true,
    ],
    [
      'Turbopack "Failed to load chunk"',
      new Error('Failed to load chunk /_next/static/chunks/app_page.js'),
      true,
    ],
    ['Safari "Importing a module script failed."', new TypeError('Importing a module script failed.'), true],
    ['an error event message string', 'Uncaught ChunkLoadError: Loading chunk 7 failed.', true],
    ['a plain error', new Error('Cannot read properties of undefined'), false],
    ['a non-error value', 42, false],
    ['null', null, false],
  ])('%s → %s', (_label, error, expected) => {
    expect(isChunkLoadError(error)).toBe(expected);
  });
});

describe('shouldReloadForChunkError (docs/product.md#errors: at most once per 60 seconds)', () => {
  const chunkError = named('ChunkLoadError');

  it.each([
    ['never reloaded before', chunkError, null, NOW, true],
    ['reloaded 10 s ago', chunkError, NOW - 10_000, NOW, false],
    ['reloaded 59.999 s ago', chunkError, NOW - 59_999, NOW, false],
    ['reloaded exactly 60 s ago', chunkError, NOW - 60_000, NOW, true],
    ['reloaded 5 minutes ago', chunkError, NOW - 300_000, NOW, true],
    ['a stored time that is not a number', chunkError, Number.NaN, NOW, true],
    ['not a chunk error, never reloaded', new Error('render failed'), null, NOW, false],
    ['not a chunk error, long ago', new Error('render failed'), NOW - 300_000, NOW, false],
  ])('%s → %s', (_label, error, lastReloadAt, now, expected) => {
    expect(shouldReloadForChunkError(error, lastReloadAt, now)).toBe(expected);
  });
});
