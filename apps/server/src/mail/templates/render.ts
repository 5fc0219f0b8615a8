import { SECRET_PLACEHOLDER } from '../secret.js';

export type RenderedMail = {
  template: string;
  subject: string;
  text: string;
  html: string;
  /** a password the body holds only as a placeholder (mail/secret.ts) */
  secret?: string;
};

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A plain mail: a heading, paragraphs and an optional highlighted value (a code, a password),
 * as text and as simple HTML. Every value is escaped, and the subject is one line. A highlight marked `secret` (a password)
 * stands in the body as a placeholder, filled in only when the mail is sent.
 */
export function renderMail(
  template: string,
  parts: {
    subject: string;
    heading: string;
    paragraphs: string[];
    highlight?: string;
    secret?: boolean;
    footer: string;
  },
): RenderedMail {
  const secret = parts.secret ? parts.highlight : undefined;
  if (secret) parts = { ...parts, highlight: SECRET_PLACEHOLDER };
  const text = [
    parts.heading,
    '',
    ...parts.paragraphs,
    ...(parts.highlight ? ['', parts.highlight] : []),
    '',
    parts.footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.6;color:#1f2933">
<h1 style="font-size:20px;color:#1c4e80">${escapeHtml(parts.heading)}</h1>
${parts.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${parts.highlight ? `<p style="font-size:20px;font-weight:bold;letter-spacing:1px;background:#e8f1fa;padding:12px;display:inline-block">${escapeHtml(parts.highlight)}</p>` : ''}
<p style="color:#52606d;font-size:13px">${escapeHtml(parts.footer)}</p>
</body></html>`;
  // a name typed with a line break must not start a header of its own
  const subject = parts.subject.replace(/[\p{Cc}\u2028\u2029]+/gu, ' ');
  return { template, subject, text, html, ...(secret && { secret }) };
}
