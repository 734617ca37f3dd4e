// Refuses zip bombs before a spreadsheet library opens an .xlsx (an .xlsx is a zip): reads the
// central directory (entry count, declared sizes, compression ratio), then inflates every entry as
// a stream that is cut off as soon as it expands past its declared size, so the declared numbers
// cannot lie and memory stays flat for a refused file.
import { createInflateRaw } from 'node:zlib';
import { AppError } from '../http/app-error.ts';

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
  /** Uncompressed ÷ compressed, checked for the whole file and for each entry above 1 MB. */
  maxRatio: number;
  /**
   * Uncompressed bytes of one worksheet's XML and of the shared strings, from the directory,
   * before any parsing: a full 5,000-sale template measures 2.5 MB and 0.3 MB, and
   * 1.3 million cells in a 3.6 MB upload would be about 45 MB.
   */
  maxSheetBytes: number;
  maxSharedStringsBytes: number;
}

const XLSX_ZIP_LIMITS: ZipLimits = {
  maxEntries: 1000,
  maxUncompressedBytes: 50 * 1024 * 1024,
  maxRatio: 100,
  maxSheetBytes: 8 * 1024 * 1024,
  maxSharedStringsBytes: 12 * 1024 * 1024,
};

const SHEET = /^xl\/worksheets\/[^/]+\.xml$/i;
const SHARED_STRINGS = /^xl\/sharedStrings\.xml$/i;

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const EOCD_MIN = 22;
const MAX_COMMENT = 0xffff;
const ZIP64_MARK = 0xffffffff;
/** Small entries may compress very well without being dangerous. */
const RATIO_CHECK_FROM = 1024 * 1024;

const unreadable = (message = 'El archivo no es un Excel (.xlsx) válido.') =>
  new AppError('UNREADABLE_FILE', message);
const sheetTooBig = () =>
  new AppError(
    'UNREADABLE_FILE',
    'La hoja de Excel tiene demasiadas celdas para una importación (hasta 5,000 ventas); divídela en varios archivos.',
  );

const tooBig = () =>
  new AppError(
    'UNREADABLE_FILE',
    'El archivo se expande demasiado al descomprimirlo; no se procesó. Revisa que sea la plantilla de ventas.',
  );

function findEndOfCentralDirectory(zip: Buffer): number {
  const stop = Math.max(0, zip.length - EOCD_MIN - MAX_COMMENT);
  for (let at = zip.length - EOCD_MIN; at >= stop; at -= 1) {
    if (zip.readUInt32LE(at) === EOCD_SIGNATURE) return at;
  }
  throw unreadable();
}

/** The entries of the central directory, checked against the limits on their declared sizes. */
export function readZipDirectory(zip: Buffer, limits: ZipLimits = XLSX_ZIP_LIMITS): ZipEntry[] {
  if (zip.length < EOCD_MIN) throw unreadable();
  const eocd = findEndOfCentralDirectory(zip);
  const count = zip.readUInt16LE(eocd + 10);
  const directorySize = zip.readUInt32LE(eocd + 12);
  const directoryOffset = zip.readUInt32LE(eocd + 16);
  if (count === 0 || directoryOffset + directorySize > eocd) throw unreadable();
  if (count > limits.maxEntries) throw tooBig();

  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  let totalUncompressed = 0;
  let totalCompressed = 0;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > eocd || zip.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw unreadable();
    const entry: ZipEntry = {
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      uncompressedSize: zip.readUInt32LE(at + 24),
      localHeaderOffset: zip.readUInt32LE(at + 42),
      name: zip.toString('utf8', at + 46, at + 46 + zip.readUInt16LE(at + 28)),
    };
    // Zip64 sizes only appear past 4 GB: never in a legitimate upload of a few megabytes.
    if (entry.compressedSize === ZIP64_MARK || entry.uncompressedSize === ZIP64_MARK) throw tooBig();
    if (entry.method !== 0 && entry.method !== 8) throw unreadable();
    if (entry.localHeaderOffset + 30 + entry.compressedSize > zip.length) throw unreadable();
    totalUncompressed += entry.uncompressedSize;
    totalCompressed += entry.compressedSize;
    if (totalUncompressed > limits.maxUncompressedBytes) throw tooBig();
    if (
      entry.uncompressedSize > RATIO_CHECK_FROM &&
      entry.uncompressedSize > limits.maxRatio * Math.max(1, entry.compressedSize)
    )
      throw tooBig();
    if (SHEET.test(entry.name) && entry.uncompressedSize > limits.maxSheetBytes) throw sheetTooBig();
    if (SHARED_STRINGS.test(entry.name) && entry.uncompressedSize > limits.maxSharedStringsBytes)
      throw sheetTooBig();
    entries.push(entry);
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  if (
    totalUncompressed > RATIO_CHECK_FROM &&
    totalUncompressed > limits.maxRatio * Math.max(1, totalCompressed)
  )
    throw tooBig();
  return entries;
}

function entryData(zip: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (zip.readUInt32LE(at) !== LOCAL_SIGNATURE) throw unreadable();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw unreadable();
  return zip.subarray(start, start + entry.compressedSize);
}

/** Inflates one entry, discarding the output, and fails once it expands past its declared size. */
function checkExpansion(data: Buffer, declared: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let produced = 0;
    let settled = false;
    const settle = (error?: AppError) => {
      if (settled) return;
      settled = true;
      if (error) {
        inflate.destroy();
        reject(error);
      } else resolve();
    };
    inflate.on('data', (chunk: Buffer) => {
      produced += chunk.length;
      if (produced > declared) settle(tooBig());
    });
    inflate.on('error', () => settle(unreadable()));
    inflate.on('end', () => settle(produced === declared ? undefined : unreadable()));
    inflate.end(data);
  });
}

/** Throws 422 UNREADABLE_FILE unless the zip is well formed and stays within the limits. */
export async function assertSafeZip(zip: Buffer, limits: ZipLimits = XLSX_ZIP_LIMITS): Promise<void> {
  const entries = readZipDirectory(zip, limits);
  for (const entry of entries) {
    const data = entryData(zip, entry);
    if (entry.method === 0) {
      if (data.length !== entry.uncompressedSize) throw unreadable();
      continue;
    }
    await checkExpansion(data, entry.uncompressedSize);
  }
}
