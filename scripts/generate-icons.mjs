// Draws the app icons (public/icons/*.png) from the favicon's design: a white T over a green line on navy.
// Run once after changing the design: `node scripts/generate-icons.mjs`. No image library needed.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

/** @typedef {[number, number, number]} Rgb */

/** @type {Rgb} */
const NAVY = [0x0f, 0x17, 0x2a];
/** @type {Rgb} */
const WHITE = [0xf8, 0xfa, 0xfc];
/** @type {Rgb} */
const GREEN = [0x22, 0xc5, 0x5e];

/**
 * The favicon's strokes on its 64-unit grid: [x1, y1, x2, y2, width, colour], drawn with round caps.
 *
 * @type {[number, number, number, number, number, Rgb][]}
 */
const STROKES = [
  [14, 46, 50, 46, 5, GREEN],
  [22, 18, 42, 18, 6, WHITE],
  [32, 18, 32, 40, 6, WHITE],
];

/**
 * Distance from point (px, py) to the segment (x1, y1)-(x2, y2).
 *
 * @param {number} px
 * @param {number} py
 * @param {number} x1
 * @param {number} y1
 * @param {number} x2
 * @param {number} y2
 */
function distanceToSegment(px, py, x1, y1, x2, y2) {
  const dx = x2 - x1;
  const dy = y2 - y1;
  const t = Math.max(0, Math.min(1, ((px - x1) * dx + (py - y1) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (x1 + t * dx), py - (y1 + t * dy));
}

/**
 * RGB rows of a size x size icon whose 64-unit design fills `scale` of it (maskable icons keep a safe margin).
 *
 * @param {number} size
 * @param {number} scale
 */
function draw(size, scale) {
  const unit = (size * scale) / 64;
  const offset = (size - size * scale) / 2;
  const rows = [];
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(1 + size * 3); // filter byte 0, then RGB
    for (let x = 0; x < size; x += 1) {
      const gx = (x + 0.5 - offset) / unit;
      const gy = (y + 0.5 - offset) / unit;
      const stroke = STROKES.find(([x1, y1, x2, y2, width]) => distanceToSegment(gx, gy, x1, y1, x2, y2) <= width / 2);
      Buffer.from(stroke ? stroke[5] : NAVY).copy(row, 1 + x * 3);
    }
    rows.push(row);
  }
  return Buffer.concat(rows);
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
/** @param {Buffer} bytes */
function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
/**
 * @param {string} type
 * @param {Buffer} data
 */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
/**
 * @param {number} size
 * @param {number} scale
 */
function png(size, scale) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(draw(size, scale))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

writeFileSync('public/icons/icon-192.png', png(192, 1));
writeFileSync('public/icons/icon-512.png', png(512, 1));
// Maskable: the platform may crop to a circle of 80% of the width, so the design sits within 70%.
writeFileSync('public/icons/icon-maskable-512.png', png(512, 0.7));
writeFileSync('public/icons/apple-touch-icon.png', png(180, 1));
