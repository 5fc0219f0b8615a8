import { withoutNameMarks } from '@putt/contract/names';

// What file systems refuse in a name, and what would make a folder of a ZIP's entry.
const NOT_IN_A_FILE_NAME = /[\\/:*?"<>|]+/g;
const FILE_NAME_CHARS = 150;

/**
 * A file name made from what people typed (an examinee's name, a class's): the one helper for ZIP
 * entries, stored PDFs and downloads (issue 43). A name from before the entry rule may still hold
 * control or bidirectional characters: they are taken out, so `=2+5\u202Efdp.exe.pdf` is
 * `=2+5fdp.exe.pdf` and reads as what it is. Never empty, never hidden (no leading dot).
 */
export function safeFileName(name: string, fallback = 'file'): string {
  const chars = [
    ...withoutNameMarks(name.normalize('NFC'))
      .replace(NOT_IN_A_FILE_NAME, '_')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^\.+/, ''),
  ];
  if (chars.length <= FILE_NAME_CHARS) return chars.join('') || fallback;
  // too long: keep the end, where the extension is
  return chars.slice(chars.length - FILE_NAME_CHARS).join('');
}
