import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

const hexColour = (hex: string) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/**
 * The portal's social card (1200x630, the size Open Graph and X expect): its brand colour with a
 * white band, as a PNG made here because link previews do not show SVG. Drawn once per portal.
 */
export function shareImagePng(colour: string, width = 1200, height = 630): Buffer {
  const [r, g, b] = hexColour(colour);
  const bandTop = Math.round(height * 0.78);
  const bandBottom = Math.round(height * 0.82);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const offset = y * (width * 3 + 1);
    const inBand = y >= bandTop && y < bandBottom;
    for (let x = 0; x < width; x++) {
      const at = offset + 1 + x * 3;
      const white = inBand && x >= width * 0.08 && x < width * 0.92;
      rows[at] = white ? 255 : r;
      rows[at + 1] = white ? 255 : g;
      rows[at + 2] = white ? 255 : b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}
