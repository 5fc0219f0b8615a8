import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { create as createFont, type Font } from 'fontkit';
import PDFDocument from 'pdfkit';
import { wrapKeepAll } from './wrap-text.js';

/** A4 in points, and the frame every report page keeps. */
export const PAGE = { width: 595.28, height: 841.89, margin: 48 } as const;
export const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin;
const BOTTOM = PAGE.height - PAGE.margin - 24;

export const COLORS = {
  ink: '#212529',
  muted: '#495057',
  line: '#ced4da',
  brand: '#1c3d5a',
  tint: '#edf2f7',
} as const;

/**
 * Pretendard (OFL, the PDF family of the site), parsed once per process and shared by every
 * document: fontkit decodes a font's tables lazily and keeps them, so a school's hundreds of reports
 * pay for the decoding once (a font per document spent most of a report's time re-decoding them).
 * pdfkit embeds the glyphs each document uses, so every report carries its Korean font.
 */
const fonts = (() => {
  const root = dirname(createRequire(import.meta.url).resolve('pretendard/package.json'));
  const open = (weight: string) =>
    plainShaping(
      createFont(readFileSync(join(root, 'dist/public/static/alternative', `Pretendard-${weight}.ttf`))),
    );
  return { regular: open('Regular'), bold: open('Bold') };
})();

/**
 * The OpenType features a report's text is set with: kerning and mark placement only. Hangul comes
 * precomposed and needs no substitution; Pretendard's contextual alternates and ligatures (which
 * fontkit would otherwise apply to every run) change nothing a report shows, and cost most of its
 * layout time.
 */
const REPORT_FEATURES = {
  kern: true,
  mark: true,
  mkmk: true,
  calt: false,
  liga: false,
  clig: false,
  rclt: false,
  ccmp: false,
  locl: false,
  rlig: false,
};

/** The font, laid out with REPORT_FEATURES whatever features a caller asks for. */
function plainShaping(font: Font): Font {
  const shaped = Object.create(font) as Font;
  shaped.layout = (text: string) => font.layout(text, REPORT_FEATURES);
  return shaped;
}

export type Doc = PDFKit.PDFDocument;

/** A report document: A4, the fonts registered, its title and author set for the PDF reader. */
export function reportDocument(title: string, author: string): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    autoFirstPage: false,
    bufferPages: true,
    info: { Title: title, Author: author, Creator: author },
    lang: 'ko-KR',
  });
  // pdfkit takes a parsed fontkit font as it is (its typings name only paths and buffers)
  doc.registerFont('regular', fonts.regular as unknown as Buffer);
  doc.registerFont('bold', fonts.bold as unknown as Buffer);
  return doc;
}

/** The finished document's bytes. */
export function toBuffer(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

type TextStyle = { size?: number; bold?: boolean; color?: string; lineGap?: number };

/**
 * Writes down a page from the top: headings, paragraphs wrapped keep-all, bullet lists and small
 * tables, each at the cursor `y`. A page that would run past its bottom throws: a report's pages
 * are laid out to hold their content, and an overflow is a defect to see, not a page to add.
 */
export class PageWriter {
  y: number;

  constructor(
    readonly doc: Doc,
    top: number = PAGE.margin,
  ) {
    this.y = top;
  }

  private style({ size = 10, bold = false, color = COLORS.ink }: TextStyle) {
    this.doc
      .font(bold ? 'bold' : 'regular')
      .fontSize(size)
      .fillColor(color);
  }

  /** Lines of `text` at x within `width`, from the cursor; answers the height used. */
  lines(
    text: string,
    { x = PAGE.margin, width = CONTENT_WIDTH, ...style }: TextStyle & { x?: number; width?: number } = {},
  ) {
    this.style(style);
    const size = style.size ?? 10;
    const step = size * 1.45 + (style.lineGap ?? 0);
    const lines = wrapKeepAll(text, width, (part) => this.doc.widthOfString(part));
    this.require(lines.length * step);
    for (const line of lines) {
      this.doc.text(line, x, this.y, { lineBreak: false });
      this.y += step;
    }
    return lines.length * step;
  }

  heading(text: string, size = 16) {
    this.lines(text, { size, bold: true, color: COLORS.brand });
    this.y += 4;
  }

  paragraph(text: string, style: TextStyle & { x?: number; width?: number } = {}) {
    this.lines(text, style);
    this.y += 6;
  }

  bullets(
    items: readonly string[],
    { x = PAGE.margin, width = CONTENT_WIDTH, ...style }: TextStyle & { x?: number; width?: number } = {},
  ) {
    for (const item of items) {
      const top = this.y;
      this.lines(item, { ...style, x: x + 12, width: width - 12 });
      this.doc.circle(x + 4, top + (style.size ?? 10) * 0.62, 1.6).fill(style.color ?? COLORS.ink);
      this.y += 3;
    }
  }

  gap(points: number) {
    this.y += points;
  }

  rule(color: string = COLORS.line) {
    this.doc
      .moveTo(PAGE.margin, this.y)
      .lineTo(PAGE.width - PAGE.margin, this.y)
      .lineWidth(0.6)
      .stroke(color);
    this.y += 8;
  }

  /** Refuses to write past the page's bottom (see the class's note). */
  require(height: number) {
    if (this.y + height > BOTTOM) {
      throw new Error(`report page overflows by ${Math.ceil(this.y + height - BOTTOM)} pt`);
    }
  }
}

/** The running foot of every page: who and what, and "page n / total". */
export function footPages(doc: Doc, left: string, pageLabel: (page: number, total: number) => string) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const y = PAGE.height - PAGE.margin + 4;
    doc
      .moveTo(PAGE.margin, y - 8)
      .lineTo(PAGE.width - PAGE.margin, y - 8)
      .lineWidth(0.5)
      .stroke(COLORS.line);
    doc.font('regular').fontSize(8).fillColor(COLORS.muted);
    doc.text(left, PAGE.margin, y, { lineBreak: false });
    const label = pageLabel(index + 1, range.count);
    doc.text(label, PAGE.width - PAGE.margin - doc.widthOfString(label), y, { lineBreak: false });
  }
}
