import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Font } from '@react-pdf/renderer';

/** The family every PDF of the site is set in: Pretendard (OFL), embedded, so Korean renders anywhere. */
export const PDF_FONT = 'Pretendard';

let registered = false;

/**
 * Registers the Pretendard TTFs that arrive with `npm ci` (not a system font, and not the split
 * web fonts, which react-pdf renders as boxes). Korean has no hyphenation: words stay whole.
 */
export function registerPdfFonts(): void {
  if (registered) return;
  const root = dirname(createRequire(import.meta.url).resolve('pretendard/package.json'));
  const file = (weight: string) => join(root, 'dist/public/static/alternative', `Pretendard-${weight}.ttf`);
  Font.register({
    family: PDF_FONT,
    fonts: [
      { src: file('Regular'), fontWeight: 'normal' },
      { src: file('Bold'), fontWeight: 'bold' },
    ],
  });
  Font.registerHyphenationCallback((word) => [word]);
  registered = true;
}
