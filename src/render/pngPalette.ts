// The board's pixels in a few colours, for a palette PNG (colour type 3) small enough for a mail. A
// board is flat colours and antialiased text: about 1,300 distinct colours in a million pixels, of
// which the 16 commonest cover 95%. So the palette is the commonest colours (popularity), and each
// other colour is mapped once to its nearest entry. image-q's Wu quantiser took 17 s a board on a
// 2-core VM (an object per pixel); this takes a few milliseconds.

/**
 * Colours in a mail's board: 16 fit four bits a pixel (a 27 KB board at 800 px, against 48 KB with
 * 256 colours and 151 KB as RGB), and keep every name and number legible.
 */
export const PALETTE_COLOURS = 16;

export interface Paletted {
  /** r, g, b of each palette entry. */
  palette: Uint8Array;
  /** One palette index per pixel, rows top to bottom. */
  indices: Uint8Array;
}

/** `rgba`'s pixels in at most `colours` colours; alpha is dropped (boards are drawn on white). */
export function toPalette(width: number, height: number, rgba: Uint8Array, colours = PALETTE_COLOURS): Paletted {
  const pixels = width * height;
  const counts = new Map<number, number>();
  for (let i = 0; i < pixels * 4; i += 4) {
    const key = ((rgba[i] as number) << 16) | ((rgba[i + 1] as number) << 8) | (rgba[i + 2] as number);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const chosen = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, colours).map(([key]) => key);
  const palette = new Uint8Array(chosen.length * 3);
  chosen.forEach((key, i) => palette.set([key >> 16, (key >> 8) & 0xff, key & 0xff], i * 3));
  const indexOf = new Map<number, number>(chosen.map((key, i) => [key, i]));
  for (const key of counts.keys()) if (!indexOf.has(key)) indexOf.set(key, nearest(palette, key));
  const indices = new Uint8Array(pixels);
  for (let i = 0, o = 0; o < pixels; i += 4, o++) {
    indices[o] = indexOf.get(((rgba[i] as number) << 16) | ((rgba[i + 1] as number) << 8) | (rgba[i + 2] as number)) as number;
  }
  return { palette, indices };
}

function nearest(palette: Uint8Array, key: number): number {
  const r = key >> 16;
  const g = (key >> 8) & 0xff;
  const b = key & 0xff;
  let best = Infinity;
  let index = 0;
  for (let p = 0; p < palette.length / 3; p++) {
    const dr = (palette[p * 3] as number) - r;
    const dg = (palette[p * 3 + 1] as number) - g;
    const db = (palette[p * 3 + 2] as number) - b;
    const d = dr * dr + dg * dg + db * db;
    if (d < best) {
      best = d;
      index = p;
    }
  }
  return index;
}
