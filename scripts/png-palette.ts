// Screenshots for the field guide, made small: a console screenshot has few colours (flat areas,
// anti-aliased text), so an 8-bit palette PNG holds it in a fraction of the bytes of a true-colour
// one. Node's own zlib does the compression; no image tool needs to be installed.
import { crc32, deflateSync } from 'node:zlib';

/** An RGBA image, as pngjs and Chromium's screenshots decode. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8Array;
}

const rgbOf = (data: Uint8Array, i: number): number => (data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!;

/**
 * At most `size` colours for the image: every colour when there are few enough, else the most used
 * ones after merging near shades (5 bits a channel), each the average of what it merged.
 */
export function paletteOf(image: RgbaImage, size = 256): number[] {
  const counts = new Map<number, number>();
  for (let i = 0; i < image.data.length; i += 4) {
    const rgb = rgbOf(image.data, i);
    counts.set(rgb, (counts.get(rgb) ?? 0) + 1);
  }
  if (counts.size <= size) return [...counts.keys()];
  const buckets = new Map<number, { n: number; r: number; g: number; b: number }>();
  for (const [rgb, n] of counts) {
    const key = ((rgb >> 19) << 10) | (((rgb >> 11) & 31) << 5) | ((rgb >> 3) & 31);
    const bucket = buckets.get(key) ?? { n: 0, r: 0, g: 0, b: 0 };
    bucket.n += n;
    bucket.r += ((rgb >> 16) & 255) * n;
    bucket.g += ((rgb >> 8) & 255) * n;
    bucket.b += (rgb & 255) * n;
    buckets.set(key, bucket);
  }
  return [...buckets.values()]
    .sort((a, b) => b.n - a.n)
    .slice(0, size)
    .map((c) => (Math.round(c.r / c.n) << 16) | (Math.round(c.g / c.n) << 8) | Math.round(c.b / c.n));
}

function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])), 0);
  return Buffer.concat([head, body, crc]);
}

/** The image as an 8-bit palette PNG (opaque: a screenshot has no transparency), each pixel its nearest palette colour. */
export function encodePalettePng(image: RgbaImage, size = 256): Buffer {
  const palette = paletteOf(image, size);
  const nearest = new Map<number, number>();
  const indexOf = (rgb: number): number => {
    let found = nearest.get(rgb);
    if (found !== undefined) return found;
    let best = Infinity;
    found = 0;
    for (let p = 0; p < palette.length; p++) {
      const c = palette[p]!;
      const dr = ((c >> 16) & 255) - ((rgb >> 16) & 255);
      const dg = ((c >> 8) & 255) - ((rgb >> 8) & 255);
      const db = (c & 255) - (rgb & 255);
      const d = 3 * dr * dr + 4 * dg * dg + 2 * db * db;
      if (d < best) [best, found] = [d, p];
    }
    nearest.set(rgb, found);
    return found;
  };
  const rows = Buffer.alloc((image.width + 1) * image.height);
  for (let y = 0; y < image.height; y++) {
    rows[y * (image.width + 1)] = 0; // filter: none, the usual best for palette images
    for (let x = 0; x < image.width; x++) rows[y * (image.width + 1) + 1 + x] = indexOf(rgbOf(image.data, (y * image.width + x) * 4));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header.set([8, 3, 0, 0, 0], 8);
  const plte = Buffer.alloc(palette.length * 3);
  palette.forEach((c, i) => plte.set([(c >> 16) & 255, (c >> 8) & 255, c & 255], i * 3));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', plte),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', new Uint8Array()),
  ]);
}
