import { safeFileName } from './safe-file-name.js';

/**
 * `attachment` with the name twice (RFC 6266): an ASCII stand-in for old clients and the real
 * (Korean) name percent-encoded as UTF-8 (RFC 5987), which every current browser uses.
 */
export function attachmentDisposition(fileName: string): string {
  const name = safeFileName(fileName);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
