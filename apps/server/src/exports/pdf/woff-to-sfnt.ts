import { inflateSync } from 'node:zlib';

/*
 * The sheet's fonts come as WOFF 1.0 files (the ones the web app self-hosts). fontkit reads WOFF, but it
 * inflates a compressed table again on every read of it, and PDFKit reads the glyph table once per glyph
 * it measures: most of a sheet's drawing time went to inflating the same table over and over
 * (docs/decisions/062-pdf-fonts-unpacked-once.md). Unpacked once into the plain font file (SFNT) the WOFF
 * wraps, every read is a slice of memory. The layout is the W3C's WOFF 1.0: a 44-byte header, a 20-byte
 * directory entry per table, each table zlib-compressed unless compressing did not make it smaller.
 */

const WOFF_SIGNATURE = 0x774f4646; // 'wOFF'
const HEADER = 44;
const WOFF_ENTRY = 20;
const SFNT_ENTRY = 16;

interface Table {
  readonly tag: number;
  readonly checksum: number;
  readonly data: Buffer;
}

function readTables(woff: Buffer, count: number): Table[] {
  const tables: Table[] = [];
  for (let index = 0; index < count; index += 1) {
    const at = HEADER + index * WOFF_ENTRY;
    const offset = woff.readUInt32BE(at + 4);
    const compressed = woff.readUInt32BE(at + 8);
    const length = woff.readUInt32BE(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    const data = compressed < length ? inflateSync(stored) : Buffer.from(stored);
    if (data.length !== length)
      throw new Error(`WOFF table ${index} unpacks to ${data.length} bytes, not ${length}`);
    tables.push({ tag: woff.readUInt32BE(at), checksum: woff.readUInt32BE(at + 16), data });
  }
  return tables;
}

const padded = (length: number) => (length + 3) & ~3;

/** The SFNT (TrueType or CFF font file) a WOFF 1.0 file holds; a file that is not WOFF is answered as is. */
export function woffToSfnt(file: Buffer): Buffer {
  if (file.length < HEADER || file.readUInt32BE(0) !== WOFF_SIGNATURE) return file;
  const count = file.readUInt16BE(12);
  const tables = readTables(file, count);
  // The offset table's binary-search fields, as the OpenType specification defines them.
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * SFNT_ENTRY);
  header.writeUInt32BE(file.readUInt32BE(4), 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = header.length;
  const bodies: Buffer[] = [];
  tables.forEach((table, index) => {
    const at = 12 + index * SFNT_ENTRY;
    header.writeUInt32BE(table.tag, at);
    header.writeUInt32BE(table.checksum, at + 4);
    header.writeUInt32BE(offset, at + 8);
    header.writeUInt32BE(table.data.length, at + 12);
    const body = Buffer.alloc(padded(table.data.length));
    table.data.copy(body);
    bodies.push(body);
    offset += body.length;
  });
  return Buffer.concat([header, ...bodies]);
}
