// A WOFF 1.0 font as the plain TrueType/OpenType file it wraps (W3C WOFF 1.0, section 5: each table zlib-compressed
// unless that would not save space). fontkit reads WOFF directly but inflates a table again at each read, which
// made a Hindi receipt twenty times slower than an English one (decision 072); unwrapped once per process, the
// font's tables are read from memory.
import { unzlibSync } from 'fflate';

export function sfntOfWoff(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('not a WOFF 1.0 font'); // 'wOFF'
  const flavor = view.getUint32(4);
  const count = view.getUint16(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const at = 44 + index * 20;
    const offset = view.getUint32(at + 4);
    const compressed = view.getUint32(at + 8);
    const length = view.getUint32(at + 12);
    const stored = woff.subarray(offset, offset + compressed);
    return {
      tag: view.getUint32(at),
      checksum: view.getUint32(at + 16),
      data: compressed < length ? unzlibSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const size = 12 + 16 * count + tables.reduce((sum, table) => sum + padded(table.data.length), 0);
  const out = new Uint8Array(size);
  const write = new DataView(out.buffer);
  // The offset table's binary-search fields, as the OpenType specification defines them.
  const power = 2 ** Math.floor(Math.log2(count));
  write.setUint32(0, flavor);
  write.setUint16(4, count);
  write.setUint16(6, power * 16);
  write.setUint16(8, Math.log2(power));
  write.setUint16(10, count * 16 - power * 16);
  let offset = 12 + 16 * count;
  tables.forEach((table, index) => {
    const at = 12 + index * 16;
    write.setUint32(at, table.tag);
    write.setUint32(at + 4, table.checksum);
    write.setUint32(at + 8, offset);
    write.setUint32(at + 12, table.data.length);
    out.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return out;
}
