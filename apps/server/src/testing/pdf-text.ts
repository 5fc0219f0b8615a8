import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** Each page's text as pdf.js reads it (what a clerk's viewer would copy). */
export async function pageTexts(pdf: Buffer): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(pdf), isEvalSupported: false, verbosity: 0 })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : '')).join(''),
    );
  }
  await document.destroy();
  return pages;
}

/** Text without its spaces: letter-spaced titles and split runs compare as written. */
export const flat = (text: string) => text.replace(/\s+/g, '');
