import { randomBytes } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { closeStream, openStream } from './open-compressed-stream';

const envelope = (size: number) =>
  Buffer.from(`{"success":true,"data":${JSON.stringify({ text: 'lesson text '.repeat(size) })},"errors":[],"correlationId":`);

describe('open compressed streams (decision 032)', () => {
  for (const encoding of ['br', 'gzip'] as const) {
    it(`${encoding}: one open beginning closes with different endings, each a whole stream a decoder reads back`, () => {
      for (const size of [0, 10, 5_000, 60_000]) {
        const beginning = envelope(size);
        const stream = openStream(encoding, beginning);
        for (const ending of ['"a"}', `"${randomBytes(16).toString('hex')}"}`, `"${'x'.repeat(100)}"}`]) {
          const whole = closeStream(stream, Buffer.from(ending));
          const decoded = encoding === 'br' ? brotliDecompressSync(whole) : gunzipSync(whole);
          expect(decoded.toString()).toBe(beginning.toString() + ending);
        }
        if (size === 60_000) expect(stream.head.length).toBeLessThan(beginning.length / 20);
      }
    });

    it(`${encoding}: a binary beginning and the longest storable ending survive too`, () => {
      const beginning = randomBytes(70_000);
      const ending = randomBytes(0xffff);
      const whole = closeStream(openStream(encoding, beginning), ending);
      const decoded = encoding === 'br' ? brotliDecompressSync(whole) : gunzipSync(whole);
      expect(decoded.equals(Buffer.concat([beginning, ending]))).toBe(true);
    });
  }

  it('refuses an ending no stored block can hold', () => {
    const stream = openStream('gzip', envelope(1));
    expect(() => closeStream(stream, Buffer.alloc(0))).toThrow(RangeError);
    expect(() => closeStream(stream, Buffer.alloc(0x10000))).toThrow(RangeError);
  });
});
