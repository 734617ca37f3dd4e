// Draws the Teams app icons (appPackage/color.png 192×192, appPackage/outline.png 32×32) with nothing
// but Node: a leaf over a seed row, in white on the brand red for the colour icon, and in white on a
// transparent background for the outline icon (Teams requires a white, transparent-background outline).
// Run: node scripts/make-teams-icons.mjs
import { writeFileSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';

const BRAND = [0xc8, 0x10, 0x2e];
const WHITE = [0xff, 0xff, 0xff];
const SAMPLES = 4; // per axis: 16 samples a pixel smooth the edges

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** RGBA rows → PNG (8-bit RGBA, no interlace, filter 0 on every row). */
function png(width, height, pixelAt) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8);
  const raw = Buffer.alloc(height * (width * 4 + 1));
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 4 + 1);
    raw[row] = 0;
    for (let x = 0; x < width; x += 1) raw.set(pixelAt(x, y), row + 1 + x * 4);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * The glyph in unit coordinates (0..1 both ways, y down): a leaf, the overlap of two discs tilted
 * 45°, with its midrib cut out, and a short stem; under it a row of three seeds.
 */
function isGlyph(u, v) {
  // Leaf: rotate around its centre so the overlap of two discs runs from lower left to upper right.
  const cx = 0.5;
  const cy = 0.4;
  const a = -Math.PI / 4;
  const x = (u - cx) * Math.cos(a) + (v - cy) * Math.sin(a);
  const y = -(u - cx) * Math.sin(a) + (v - cy) * Math.cos(a);
  const r = 0.36;
  const inLeaf = Math.hypot(x, y - 0.23) < r && Math.hypot(x, y + 0.23) < r;
  const onMidrib = Math.abs(y) < 0.018 && x > -0.2 && x < 0.17;
  const onStem = Math.abs(y) < 0.026 && x <= -0.2 && x > -0.36;
  const seed = [0.3, 0.5, 0.7].some((sx) => ((u - sx) / 0.07) ** 2 + ((v - 0.88) / 0.05) ** 2 < 1);
  return (inLeaf && !onMidrib) || onStem || seed;
}

/** Share of a pixel the glyph covers, by supersampling. */
function coverage(px, py, size, inset) {
  let hits = 0;
  for (let i = 0; i < SAMPLES; i += 1)
    for (let j = 0; j < SAMPLES; j += 1) {
      const u = ((px + (i + 0.5) / SAMPLES) / size - inset) / (1 - 2 * inset);
      const v = ((py + (j + 0.5) / SAMPLES) / size - inset) / (1 - 2 * inset);
      if (u >= 0 && u <= 1 && v >= 0 && v <= 1 && isGlyph(u, v)) hits += 1;
    }
  return hits / (SAMPLES * SAMPLES);
}

const mix = (from, to, t) => from.map((c, i) => Math.round(c + (to[i] - c) * t));

const color = png(192, 192, (x, y) => [...mix(BRAND, WHITE, coverage(x, y, 192, 0.16)), 255]);
// Outline: white only, its shape in the alpha channel.
const outline = png(32, 32, (x, y) => [...WHITE, Math.round(255 * coverage(x, y, 32, 0.06))]);

writeFileSync(new URL('../appPackage/color.png', import.meta.url), color);
writeFileSync(new URL('../appPackage/outline.png', import.meta.url), outline);
console.log('appPackage/color.png (192×192) and appPackage/outline.png (32×32) written');
