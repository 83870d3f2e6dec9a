// The board's PNG written from resvg's pixels (issue 10): resvg's own encoder (`asPng`) keeps the
// alpha channel and compresses slowly, 35-47 ms and 179 KB for a board on a 2-core VM, a third of
// what a board costs. The board is opaque (a white background), so it is written here as RGB,
// unfiltered, deflated by Node's zlib at a fast level: 13-21 ms and 151 KB, the same pixels.
// pngjs, the usual PNG library, took 100-180 ms and wrote 1.9 MB for the same board.
import { crc32, deflateSync } from "node:zlib";

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * zlib's level 3 (its fast, greedy matching): at the default 6 the board is 123 KB but deflating it
 * takes three times as long, and at 1 it is 159 KB for no time saved.
 */
const PNG_DEFLATE_LEVEL = 3;

/** Filter type 0 ("None") before each row: filtering took longer than it saved on these pictures. */
const FILTER_NONE = 0;

/**
 * An RGB PNG of `rgba` (`width` × `height` pixels, four bytes each, rows top to bottom), every one of
 * them opaque: a pixel that is not would lose its alpha, and is refused (RangeError).
 */
export function encodeOpaquePng(width: number, height: number, rgba: Uint8Array): Buffer {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || rgba.length !== width * height * 4) {
    throw new RangeError(`${rgba.length} bytes are not ${width} × ${height} RGBA pixels`);
  }
  const rows = Buffer.allocUnsafe((width * 3 + 1) * height);
  let from = 0;
  let to = 0;
  for (let y = 0; y < height; y++) {
    rows[to++] = FILTER_NONE;
    for (let x = 0; x < width; x++) {
      if (rgba[from + 3] !== 255) throw new RangeError(`pixel (${x}, ${y}) is not opaque: a PNG without alpha would change it`);
      rows[to] = rgba[from] as number;
      rows[to + 1] = rgba[from + 1] as number;
      rows[to + 2] = rgba[from + 2] as number;
      to += 3;
      from += 4;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per channel
  header[9] = 2; // colour type 2: truecolour (RGB); compression, filter method and interlace stay 0
  return Buffer.concat([SIGNATURE, chunk("IHDR", header), chunk("IDAT", deflateSync(rows, { level: PNG_DEFLATE_LEVEL })), chunk("IEND", Buffer.alloc(0))]);
}

/**
 * zlib's level for a palette PNG: with half a byte a pixel the rows are a quarter of RGB's, so the
 * best compression costs less time than level 3 of the RGB rows (90 ms against 15-20 ms for a
 * board on a 2-core VM, and 27 KB against 151 KB).
 */
const PALETTE_DEFLATE_LEVEL = 9;

/**
 * A palette PNG (colour type 3) of `indices` (`width` × `height`, one palette entry each) and
 * `palette` (r, g, b per entry, at most 256): four bits an index when there are 16 entries or fewer,
 * else eight. Rows are unfiltered: on palette indices filters only added to the size.
 * src/render/pngPalette.ts makes both arrays.
 */
export function encodePalettePng(width: number, height: number, palette: Uint8Array, indices: Uint8Array): Buffer {
  const entries = palette.length / 3;
  if (!Number.isInteger(entries) || entries < 1 || entries > 256 || indices.length !== width * height) {
    throw new RangeError(`${entries} palette entries and ${indices.length} indices are not a ${width} × ${height} palette picture`);
  }
  const bits = entries <= 16 ? 4 : 8;
  const stride = bits === 4 ? Math.ceil(width / 2) : width;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1) + 1;
    rows[row - 1] = FILTER_NONE;
    for (let x = 0; x < width; x++) {
      const index = indices[y * width + x] as number;
      if (bits === 8) rows[row + x] = index;
      else rows[row + (x >> 1)] = (rows[row + (x >> 1)] as number) | (x & 1 ? index : index << 4);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = bits; // bits per index
  header[9] = 3; // colour type 3: palette
  return Buffer.concat([SIGNATURE, chunk("IHDR", header), chunk("PLTE", palette), chunk("IDAT", deflateSync(rows, { level: PALETTE_DEFLATE_LEVEL })), chunk("IEND", Buffer.alloc(0))]);
}

/** A PNG chunk: its length, type, data and the CRC-32 of type and data. */
function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.allocUnsafe(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, "latin1");
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}
