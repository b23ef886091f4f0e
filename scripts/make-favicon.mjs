// Writes app/favicon.ico from the shop's icon (app/icon.svg): browsers and crawlers ask for
// /favicon.ico on every fresh page load, whatever the page's <link rel="icon"> says. The file is
// committed; run `node scripts/make-favicon.mjs` again when the icon changes.
import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';

const SIZES = [16, 32, 48];
const svg = await readFile(new URL('../app/icon.svg', import.meta.url));
const images = await Promise.all(
  SIZES.map((size) => sharp(svg, { density: 384 }).resize(size, size).png().toBuffer()),
);

// The ICO container: a 6-byte header, a 16-byte entry per image, then the PNG files as they are.
const header = Buffer.alloc(6);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(images.length, 4);
let offset = 6 + 16 * images.length;
const entries = images.map((png, at) => {
  const size = SIZES[at] ?? 0;
  const entry = Buffer.alloc(16);
  entry.writeUInt8(size % 256, 0); // width (0 means 256)
  entry.writeUInt8(size % 256, 1); // height
  entry.writeUInt8(0, 2); // no palette
  entry.writeUInt8(0, 3); // reserved
  entry.writeUInt16LE(1, 4); // colour planes
  entry.writeUInt16LE(32, 6); // bits per pixel
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(offset, 12);
  offset += png.length;
  return entry;
});
await writeFile(
  new URL('../app/favicon.ico', import.meta.url),
  Buffer.concat([header, ...entries, ...images]),
);
