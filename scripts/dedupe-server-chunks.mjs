// After `next build`: where Turbopack wrote the same server chunk several times over, one copy
// stays and the others become a line that requires it.
//
// Why: Turbopack gives each group of routes its own copy of the code they share (thirteen copies of
// the shop's 500 KB API chunk, forty-three of a 100 KB one, about 11 MB in all), and the server
// loads a copy with the first request to each group. Node.js compiles every file it loads and V8
// keeps each one's source, so the copies cost the running server memory for nothing
// (bench:shoppers; BENCHMARKS.md). `experimental.turbopackChunking` does not reach the
// server's chunks. Delete this step when Turbopack shares them itself.
//
// Safe because the server's chunk loader is a plain `require` whose result it installs module by
// module, skipping modules already installed: a stub that re-exports the kept copy hands it the
// same list. Only byte-identical files in the same folder are merged (the source map comment
// aside), so relative paths inside them resolve alike.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SOURCE_MAP_COMMENT = /\n?\/\/# sourceMappingURL=\S+\s*$/;
/** Smaller copies are not worth a file system lookup of their own at load. */
const SMALLEST_MERGED_BYTES = 1024;

function* chunkFolders(folder) {
  yield folder;
  for (const entry of readdirSync(folder, { withFileTypes: true }))
    if (entry.isDirectory()) yield* chunkFolders(path.join(folder, entry.name));
}

/** The require line a duplicate becomes. */
export function stubFor(keptName) {
  return `module.exports = require(${JSON.stringify(`./${keptName}`)});\n`;
}

/**
 * Merges the duplicate chunks in `folder` and its subfolders; returns how many files became stubs
 * and how many bytes of code the server no longer loads twice.
 */
export function dedupeServerChunks(folder) {
  let merged = 0;
  let bytes = 0;
  for (const dir of chunkFolders(folder)) {
    /** @type {Map<string, string>} content hash → the name of the copy kept */
    const kept = new Map();
    const names = readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
      .map((entry) => entry.name)
      .sort();
    for (const name of names) {
      const file = path.join(dir, name);
      const code = readFileSync(file, 'utf8').replace(SOURCE_MAP_COMMENT, '');
      if (code.length < SMALLEST_MERGED_BYTES) continue;
      const hash = createHash('sha256').update(code).digest('hex');
      const first = kept.get(hash);
      if (first === undefined) {
        kept.set(hash, name);
        continue;
      }
      writeFileSync(file, stubFor(first));
      merged += 1;
      bytes += code.length;
    }
  }
  return { merged, bytes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const buildDir = process.argv[2] ?? '.next';
  const { merged, bytes } = dedupeServerChunks(path.join(buildDir, 'server', 'chunks'));
  console.log(
    `Server chunks: ${merged} duplicates now require their first copy (${(bytes / 1e6).toFixed(1)} MB).`,
  );
}
