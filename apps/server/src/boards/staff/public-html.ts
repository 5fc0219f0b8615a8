import { sanitizedForRead, sanitizeHtml } from '../sanitize-html.js';

/**
 * Staff's HTML as a reader will see it: sanitised when written and again when read (decision 008),
 * so the preview and the answer to a save show exactly what the public pages will.
 */
export function publicHtml(html: string): string {
  return sanitizedForRead(sanitizeHtml(html));
}
