// Builds zip files byte by byte for the tests: honest ones, and ones whose entries lie about their
// size or expand enormously (zip bombs), which no zip library would write on purpose.
import { deflateRawSync } from 'node:zlib';

export interface HandmadeEntry {
  name: string;
  content: Buffer;
  /** Overrides the uncompressed size written in the headers (a lying entry). */
  declaredSize?: number;
}

export function handmadeZip(entries: HandmadeEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = deflateRawSync(entry.content, { level: 9 });
    const size = entry.declaredSize ?? entry.content.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A ~60 KB zip holding a 60 MB sheet of zeros. */
export function zipBomb(declaredSize?: number): Buffer {
  const content = Buffer.alloc(60 * 1024 * 1024, 0x30);
  return handmadeZip([
    { name: 'xl/worksheets/sheet1.xml', content, ...(declaredSize ? { declaredSize } : {}) },
  ]);
}
