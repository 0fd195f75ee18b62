import { brotliCompressSync, constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * A compressed stream of an answer's fixed beginning, left open at a byte boundary, so each answer
 * can close it with its own short ending stored uncompressed (decision 032: the correlation id at
 * the end of an envelope differs per answer, the rest does not). Both formats allow it: gzip with a
 * final stored deflate block after a sync flush (RFC 1951 3.2.4, RFC 1952), brotli with an
 * uncompressed meta-block after a flush and an empty last meta-block (RFC 7932 9.2).
 */
export interface OpenStream {
  encoding: 'br' | 'gzip';
  head: Buffer;
  /** gzip: the CRC-32 of the beginning, continued over each ending. */
  crc: number;
  /** Bytes of the beginning, uncompressed. */
  length: number;
}

/** gzip's member header: deflate, no name or time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);
/** An ending is a correlation id and a brace; both stored-block formats take up to 65,535 bytes. */
const MAX_ENDING = 0xffff;

export function openStream(encoding: 'br' | 'gzip', beginning: Buffer): OpenStream {
  if (encoding === 'br') {
    const head = brotliCompressSync(beginning, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: beginning.length },
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
    });
    return { encoding, head, crc: 0, length: beginning.length };
  }
  const deflated = deflateRawSync(beginning, { level: 6, finishFlush: constants.Z_SYNC_FLUSH });
  return { encoding, head: Buffer.concat([GZIP_HEADER, deflated]), crc: crc32(beginning), length: beginning.length };
}

/** The whole compressed answer: the open stream, the ending stored as it is, and the format's close. */
export function closeStream(stream: OpenStream, ending: Buffer): Buffer {
  if (ending.length === 0 || ending.length > MAX_ENDING) throw new RangeError(`An ending of ${ending.length} bytes cannot be stored`);
  if (stream.encoding === 'br') {
    // ISLAST 0, MNIBBLES 4 (coded 0), MLEN - 1 in 16 bits, ISUNCOMPRESSED 1: 20 bits, padded to 3 bytes.
    const bits = ((ending.length - 1) << 3) | (1 << 19);
    const header = Buffer.from([bits & 0xff, (bits >> 8) & 0xff, bits >> 16]);
    // ISLAST 1, ISLASTEMPTY 1.
    return Buffer.concat([stream.head, header, ending, Buffer.from([0b11])]);
  }
  // BFINAL 1, BTYPE 00 (stored), then LEN and its complement; the gzip trailer is CRC-32 and size.
  const block = Buffer.alloc(5);
  block[0] = 1;
  block.writeUInt16LE(ending.length, 1);
  block.writeUInt16LE(~ending.length & 0xffff, 3);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(ending, stream.crc), 0);
  trailer.writeUInt32LE((stream.length + ending.length) % 2 ** 32, 4);
  return Buffer.concat([stream.head, block, ending, trailer]);
}
