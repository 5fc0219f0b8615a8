import { expect, it } from 'vitest';
import { attachmentDisposition } from './content-disposition.js';
import { safeFileName } from './safe-file-name.js';

it('takes out what disguises a name stored before the entry rule: overrides, marks, line breaks', () => {
  expect(safeFileName('01_=2+5\u202Efdp.exe.pdf')).toBe('01_=2+5fdp.exe.pdf');
  expect(safeFileName('김하\n늘\u200f.pdf')).toBe('김하늘.pdf');
  expect(safeFileName('\u2066홍길동\u2069 보고서.pdf')).toBe('홍길동 보고서.pdf');
});

it('keeps a ZIP entry in its folder and a name visible: no separators, no leading dot, never empty', () => {
  expect(safeFileName('../../etc/passwd')).toBe('_.._etc_passwd');
  expect(safeFileName('a:b*c?"d"<e>|f.pdf')).toBe('a_b_c_d_e_f.pdf');
  expect(safeFileName('.hidden.pdf')).toBe('hidden.pdf');
  expect(safeFileName('\u202e\u0000')).toBe('file');
});

it('keeps the end of a name too long, where its extension is', () => {
  const long = `${'가'.repeat(300)}.pdf`;
  expect([...safeFileName(long)]).toHaveLength(150);
  expect(safeFileName(long).endsWith('.pdf')).toBe(true);
});

it('sends every download under the safe name', () => {
  const header = attachmentDisposition('=2+5\u202Efdp.exe.pdf');
  expect(header).not.toContain('%E2%80%AE');
  expect(header).toBe(`attachment; filename="=2+5fdp.exe.pdf"; filename*=UTF-8''%3D2%2B5fdp.exe.pdf`);
});
