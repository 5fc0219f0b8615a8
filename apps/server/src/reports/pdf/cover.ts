import { COLORS, CONTENT_WIDTH, type Doc, PAGE, PageWriter } from './page-kit.js';

/**
 * A report's first page: the company and the title on the brand band, then label and value rows
 * (the first in bold), and the demo warning boxed when the bank or norm is a demo. Answers the
 * writer, so a report can add its own lines below.
 */
export function coverPage(
  doc: Doc,
  cover: { company: string; title: string; subtitle: string; facts: [string, string][]; demo: string | null },
): PageWriter {
  doc.addPage();
  doc.rect(0, 0, PAGE.width, 210).fill(COLORS.brand);
  doc
    .font('bold')
    .fontSize(12)
    .fillColor('#ffffff')
    .text(cover.company, PAGE.margin, 56, { lineBreak: false });
  const page = new PageWriter(doc, 110);
  page.lines(cover.title, { size: 26, bold: true, color: '#ffffff' });
  page.lines(cover.subtitle, { size: 15, color: '#dbe4ee' });
  page.y = 270;
  cover.facts.forEach(([label, value], index) => {
    const top = page.y;
    page.lines(label, { size: 11, color: COLORS.muted, width: 110 });
    page.y = top;
    page.lines(value, { x: PAGE.margin + 120, width: CONTENT_WIDTH - 120, size: 13, bold: index === 0 });
    page.gap(8);
    page.rule();
  });
  if (cover.demo) {
    page.gap(20);
    const top = page.y;
    page.lines(cover.demo, { x: PAGE.margin + 14, width: CONTENT_WIDTH - 28, size: 10.5, color: '#8a3b12' });
    doc
      .rect(PAGE.margin, top - 10, CONTENT_WIDTH, page.y - top + 14)
      .lineWidth(1)
      .stroke('#d9622b');
    page.gap(10);
  }
  return page;
}
