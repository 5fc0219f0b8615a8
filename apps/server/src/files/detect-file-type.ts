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
  if (detectKind(bytes) !== rule.kind) return { ok: false, reason: 'v.fileMismatch' };
  if (rule.kind === 'zip') {
    const zip = inspectZip(bytes);
    if (!zip.ok || !zip.names.some((part) => rule.part!.test(part))) {
      return { ok: false, reason: 'v.fileMismatch' };
    }
  }
  return { ok: true, extension, mediaType: mediaTypeOf[extension] };
}
