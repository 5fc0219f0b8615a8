/**
 * Lines of a paragraph no wider than `width`, broken only at spaces, as Korean is set (CSS
 * word-break: keep-all): a word (어절) is never split across lines. Only a word wider than a whole
 * line is cut, between characters (never inside a syllable: a precomposed syllable is one
 * character). Line breaks in the text are kept.
 */
export function wrapKeepAll(text: string, width: number, measure: (text: string) => number): string[] {
  return text.split('\n').flatMap((paragraph) => wrapParagraph(paragraph, width, measure));
}

function wrapParagraph(paragraph: string, width: number, measure: (text: string) => number): string[] {
  const space = measure(' ');
  const lines: string[] = [];
  let line = '';
  let lineWidth = 0;
  // each word is measured once: a line's width is its words' and spaces' sum
  for (const word of paragraph.split(/ +/).filter(Boolean)) {
    const wordWidth = measure(word);
    if (line && lineWidth + space + wordWidth <= width) {
      line = `${line} ${word}`;
      lineWidth += space + wordWidth;
      continue;
    }
    if (line) lines.push(line);
    const pieces = wordWidth <= width ? [word] : cutWord(word, width, measure);
    lines.push(...pieces.slice(0, -1));
    line = pieces.at(-1)!;
    lineWidth = pieces.length === 1 ? wordWidth : measure(line);
  }
  lines.push(line);
  return lines;
}

/** A word wider than the line in pieces that each fit it. */
function cutWord(word: string, width: number, measure: (text: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece && measure(piece + char) > width) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  pieces.push(piece);
  return pieces;
}

/** A no-break space: wrapKeepAll breaks only at plain spaces, so the words it joins share a line. */
export const NO_BREAK = '\u00a0';

/** "4. 김하늘": a list's number joined to its text, so a line never ends on a bare "4.". */
export const numbered = (num: number, text: string) => `${num}.${NO_BREAK}${text}`;
