// Preloaded (`tsx --require ./scripts/server-side.cjs`) by the scripts that run lib/server outside
// Next.js (seed, benches): they are the server side, so `import 'server-only'` resolves to the
// package's empty module, as it does in Next.js's server bundles.
const Module = require('node:module');
const path = require('node:path');

const empty = path.join(path.dirname(require.resolve('server-only')), 'empty.js');
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveServerOnly(request, ...rest) {
  return request === 'server-only' ? empty : resolveFilename.call(this, request, ...rest);
};
