import sanitize from 'sanitize-html';

/**
 * The allow-list for board HTML (FAQ answers, notice and press bodies). Only formatting tags and
 * http(s)/mailto links survive; scripts, event handlers, styles, javascript: and data: URLs, frames
 * and forms are dropped. Applied when a post is written and again when it is read, so a row put in
 * the database by other means still never reaches a page unsanitised.
 */
const options: sanitize.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'sub',
    'sup',
    'mark',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'caption',
    'span',
    'div',
    'pre',
    'code',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // links leave the site in a new tab without handing it our window
  transformTags: {
    a: sanitize.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, options);
}

// Reading re-sanitises every answer of a list page; the same few posts are read again and again.
const recent = new Map<string, string>();

/** sanitizeHtml for reads, remembering the latest results. */
export function sanitizedForRead(html: string): string {
  let clean = recent.get(html);
  if (clean === undefined) {
    clean = sanitizeHtml(html);
    if (recent.size >= 500) recent.clear();
    recent.set(html, clean);
  }
  return clean;
}
