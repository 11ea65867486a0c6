import { inflateRawSync } from "node:zlib";
import { SheetFileError } from "./sheet-file-error.ts";

/**
 * Checks what an XLSX file (a zip) unpacks to before exceljs reads it (docs/decisions/085).
 * exceljs hands the file to JSZip, which unpacks every entry into memory whatever its size
 * claims, so a 2 MB "workbook" that inflates to gigabytes would take the server's memory.
 * Here every entry is inflated once, by zlib, with a ceiling on its output: the sizes a zip
 * declares can lie, its inflated bytes cannot.
 */

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
/** The end record is 22 bytes, followed by a comment of at most 65,535. */
const END_SEARCH = 22 + 0xffff;

export interface ZipBudget {
  unpackedBytes: number;
  entries: number;
}

export function checkZipBudget(zip: Buffer, budget: ZipBudget): void {
  const entries = directoryOf(zip);
  if (entries.length > budget.entries) throw tooLarge();
  let left = budget.unpackedBytes;
  for (const entry of entries) {
    const data = dataOf(zip, entry);
    if (entry.method === 0) left -= data.length;
    else if (entry.method === 8) left -= inflatedLength(data, left);
    else throw unreadable();
    if (left < 0) throw tooLarge();
  }
}

interface Entry {
  method: number;
  compressedSize: number;
  localOffset: number;
}

function directoryOf(zip: Buffer): Entry[] {
  const end = findEndRecord(zip);
  const count = zip.readUInt16LE(end + 10);
  const size = zip.readUInt32LE(end + 12);
  let at = zip.readUInt32LE(end + 16);
  // ZIP64 marks (all ones) belong to archives far beyond anything accepted here.
  if (count === 0xffff || size === 0xffffffff || at === 0xffffffff) throw tooLarge();
  if (at + size > end) throw unreadable();
  const entries: Entry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > end || zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
    entries.push({
      method: zip.readUInt16LE(at + 10),
      compressedSize: zip.readUInt32LE(at + 20),
      localOffset: zip.readUInt32LE(at + 42),
    });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}

function findEndRecord(zip: Buffer): number {
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - END_SEARCH); at--) {
    if (zip.readUInt32LE(at) === END_OF_DIRECTORY) return at;
  }
  throw unreadable();
}

function dataOf(zip: Buffer, entry: Entry): Buffer {
  const at = entry.localOffset;
  if (at + 30 > zip.length || zip.readUInt32LE(at) !== LOCAL_HEADER) throw unreadable();
  const start = at + 30 + zip.readUInt16LE(at + 26) + zip.readUInt16LE(at + 28);
  if (start + entry.compressedSize > zip.length) throw unreadable();
  return zip.subarray(start, start + entry.compressedSize);
}

function inflatedLength(data: Buffer, ceiling: number): number {
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, ceiling) }).length;
  } catch (error) {
    if (error instanceof RangeError) throw tooLarge();
    throw unreadable();
  }
}

function tooLarge(): SheetFileError {
  return new SheetFileError(400, "The workbook unpacks to more than this import accepts.");
}

function unreadable(): SheetFileError {
  return new SheetFileError(400, "The XLSX file is damaged and could not be read.");
}
