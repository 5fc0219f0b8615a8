import { inflateRawSync } from 'node:zlib';

/**
 * Office and HWPX documents are zip archives. Before one is accepted its entries are read and
 * really inflated, with a cap on the total output: a zip bomb (tiny file, gigabytes inside) or an
 * archive whose declared sizes lie is refused without ever holding more than the cap in memory.
 */
export const ZIP_LIMITS = { entries: 5000, totalBytes: 100 * 1024 * 1024 } as const;

export type ZipInspection = { ok: true; names: string[] } | { ok: false; reason: string };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

export function inspectZip(bytes: Buffer, limits = ZIP_LIMITS): ZipInspection {
  const eocd = findEndOfCentralDirectory(bytes);
  if (eocd < 0) return { ok: false, reason: 'no end of central directory' };
  const count = bytes.readUInt16LE(eocd + 10);
  let offset = bytes.readUInt32LE(eocd + 16);
  if (count > limits.entries) return { ok: false, reason: 'too many entries' };
  const names: string[] = [];
  let budget = limits.totalBytes;
  for (let i = 0; i < count; i++) {
    if (offset + 46 > bytes.length || bytes.readUInt32LE(offset) !== CENTRAL) {
      return { ok: false, reason: 'broken central directory' };
    }
    const method = bytes.readUInt16LE(offset + 10);
    const compressed = bytes.readUInt32LE(offset + 20);
    const declared = bytes.readUInt32LE(offset + 24);
    const nameLength = bytes.readUInt16LE(offset + 28);
    const extraLength = bytes.readUInt16LE(offset + 30);
    const commentLength = bytes.readUInt16LE(offset + 32);
    const localOffset = bytes.readUInt32LE(offset + 42);
    names.push(bytes.toString('utf8', offset + 46, offset + 46 + nameLength));
    offset += 46 + nameLength + extraLength + commentLength;
    // zip64 markers: no document this service takes needs them, a bomb might
    if (compressed === 0xffffffff || declared === 0xffffffff) return { ok: false, reason: 'zip64' };
    if (declared > budget) return { ok: false, reason: 'too large when unpacked' };
    const data = entryData(bytes, localOffset, compressed);
    if (!data) return { ok: false, reason: 'broken entry' };
    const inflated = unpack(data, method, budget);
    if (inflated === undefined) return { ok: false, reason: 'too large when unpacked' };
    if (inflated !== declared) return { ok: false, reason: 'entry size does not match' };
    budget -= inflated;
  }
  return { ok: true, names };
}

function findEndOfCentralDirectory(bytes: Buffer): number {
  const stop = Math.max(0, bytes.length - 22 - 0xffff);
  for (let i = bytes.length - 22; i >= stop; i--) {
    if (bytes.readUInt32LE(i) === EOCD) return i;
  }
  return -1;
}

function entryData(bytes: Buffer, localOffset: number, size: number): Buffer | undefined {
  if (localOffset + 30 > bytes.length || bytes.readUInt32LE(localOffset) !== LOCAL) return undefined;
  const start =
    localOffset + 30 + bytes.readUInt16LE(localOffset + 26) + bytes.readUInt16LE(localOffset + 28);
  if (start + size > bytes.length) return undefined;
  return bytes.subarray(start, start + size);
}

/** The entry's unpacked length, or undefined past the budget (or for a method documents do not use). */
function unpack(data: Buffer, method: number, budget: number): number | undefined {
  if (method === 0) return data.length <= budget ? data.length : undefined;
  if (method !== 8) return undefined;
  try {
    return inflateRawSync(data, { maxOutputLength: Math.max(1, budget) }).length;
  } catch {
    return undefined;
  }
}
