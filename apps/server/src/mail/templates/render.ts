export type Lang = 'ko' | 'en';

export type RenderedMail = { template: string; subject: string; text: string; html: string };

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * A plain mail: a heading, paragraphs and an optional highlighted value (a code, a password),
 * as text and as simple HTML. Every value is escaped.
 */
export function renderMail(
  template: string,
  parts: { subject: string; heading: string; paragraphs: string[]; highlight?: string; footer: string },
): RenderedMail {
  const text = [
    parts.heading,
    '',
    ...parts.paragraphs,
    ...(parts.highlight ? ['', parts.highlight] : []),
    '',
    parts.footer,
  ].join('\n');
  const html = `<!doctype html><html><body style="font-family:sans-serif;line-height:1.6;color:#1f2933">
<h1 style="font-size:20px;color:#1c4e80">${escape(parts.heading)}</h1>
${parts.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('\n')}
${parts.highlight ? `<p style="font-size:20px;font-weight:bold;letter-spacing:1px;background:#e8f1fa;padding:12px;display:inline-block">${escape(parts.highlight)}</p>` : ''}
<p style="color:#52606d;font-size:13px">${escape(parts.footer)}</p>
</body></html>`;
  return { template, subject: parts.subject, text, html };
}
