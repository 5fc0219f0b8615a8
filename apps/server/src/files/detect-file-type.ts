import type { AttachmentExtension } from '@putt/contract/files';
import { inspectZip } from './zip-inspect.js';

/**
 * What a file really is, read from its bytes. A name's extension is accepted only when the content
 * is of that kind: an .exe renamed .pdf starts with "MZ", not "%PDF-", and is refused.
 */
export type DetectedKind = 'pdf' | 'png' | 'jpeg' | 'gif' | 'webp' | 'ole' | 'zip' | 'text';

export const mediaTypeOf: Record<AttachmentExtension, string> = {
  pdf: 'application/pdf',
  hwp: 'application/x-hwp',
  hwpx: 'application/hwp+zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The content each extension must have; zip-based documents must also hold their main part. */
const expected: Record<AttachmentExtension, { kind: DetectedKind; part?: RegExp }> = {
  pdf: { kind: 'pdf' },
  png: { kind: 'png' },
  jpg: { kind: 'jpeg' },
  jpeg: { kind: 'jpeg' },
  gif: { kind: 'gif' },
  webp: { kind: 'webp' },
  hwp: { kind: 'ole' },
  doc: { kind: 'ole' },
  xls: { kind: 'ole' },
  ppt: { kind: 'ole' },
  docx: { kind: 'zip', part: /^word\/document\.xml$/ },
  xlsx: { kind: 'zip', part: /^xl\/workbook\.xml$/ },
  pptx: { kind: 'zip', part: /^ppt\/presentation\.xml$/ },
  hwpx: { kind: 'zip', part: /^Contents\/content\.hpf$/ },
  txt: { kind: 'text' },
};

const startsWith = (bytes: Buffer, ...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

export function detectKind(bytes: Buffer): DetectedKind | undefined {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (startsWith(bytes, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (startsWith(bytes, 0xff, 0xd8, 0xff)) return 'jpeg';
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (head.startsWith('RIFF') && bytes.subarray(8, 12).toString('latin1') === 'WEBP') return 'webp';
  if (startsWith(bytes, 0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'ole';
  if (startsWith(bytes, 0x50, 0x4b, 0x03, 0x04)) return 'zip';
  if (looksLikeText(bytes)) return 'text';
  return undefined;
}

/** Text: valid UTF-8 (or the old Korean CP949, which has no NUL either) without control bytes. */
function looksLikeText(bytes: Buffer): boolean {
  for (const byte of bytes) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) return false;
  }
  return true;
}

export type Verdict =
  | { ok: true; extension: AttachmentExtension; mediaType: string }
  | { ok: false; reason: 'v.fileType' | 'v.fileMismatch' };

export function checkContent(name: string, bytes: Buffer, allowed: readonly AttachmentExtension[]): Verdict {
  const extension = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] as AttachmentExtension | undefined;
  if (!extension || !allowed.includes(extension)) return { ok: false, reason: 'v.fileType' };
  const rule = expected[extension];
  if (detectKind(bytes) !== rule.kind || !endsWhole(rule.kind, bytes)) {
    return { ok: false, reason: 'v.fileMismatch' };
  }
  if (rule.kind === 'zip') {
    const zip = inspectZip(bytes);
    if (!zip.ok || !zip.names.some((part) => rule.part!.test(part))) {
      return { ok: false, reason: 'v.fileMismatch' };
    }
  }
  return { ok: true, extension, mediaType: mediaTypeOf[extension] };
}

const PNG_END = Buffer.from('0000000049454e44ae426082', 'hex');
/** Markup a browser would run, searched in the bytes of images and PDFs (never in their text). */
const MARKUP = /<(script|html|svg|iframe|object|embed)[\s>/]|<!doctype html/i;
/** A zip's end record (PK 5 6) lies within its last 64 KiB + 22 bytes. */
const ZIP_END = Buffer.from('504b0506', 'hex');

/**
 * An image or a PDF is that and nothing more (issue 24): it ends where its kind ends (PNG at its
 * IEND chunk, GIF at its trailer, WebP at its RIFF size, a PDF at its last %%EOF) and carries no
 * zip and no page or script, so a polyglot (an image with an archive or a page behind it, which a
 * lax reader would open as the other) is refused though its first bytes are right. A JPEG may
 * carry a phone's data after its end (motion photos), so only the last two rules hold for it.
 */
function endsWhole(kind: DetectedKind, bytes: Buffer): boolean {
  const binary = ['pdf', 'png', 'jpeg', 'gif', 'webp'].includes(kind);
  if (!binary) return true;
  const tail = bytes.subarray(Math.max(0, bytes.length - 65_557));
  if (tail.includes(ZIP_END) || MARKUP.test(bytes.toString('latin1'))) return false;
  switch (kind) {
    case 'png':
      return bytes.subarray(12, 16).toString('latin1') === 'IHDR' && bytes.subarray(-12).equals(PNG_END);
    case 'gif':
      return bytes[bytes.length - 1] === 0x3b;
    case 'webp':
      return bytes.length >= 12 && bytes.readUInt32LE(4) + 8 === bytes.length;
    case 'pdf': {
      const end = bytes.subarray(-1024).toString('latin1');
      const at = end.lastIndexOf('%%EOF');
      return at >= 0 && /^[\s\0]*$/.test(end.slice(at + 5));
    }
    default:
      return true;
  }
}
