import { Document, Image, Page, renderToBuffer, StyleSheet, Text, View } from '@react-pdf/renderer';
import { stringify } from 'csv-stringify/sync';
import QRCode from 'qrcode';
import { createElement as h } from 'react';
import { koreanDate } from './document-parts.js';
import { accent, ink, muted } from './document-styles.js';
import { PDF_FONT, registerPdfFonts } from './fonts.js';

/** What a class's code sheet (인증코드 안내문) states: the test, its link and every student's code. */
export type CodeSheetData = {
  orgName: string;
  className: string;
  testName: string;
  /** the address the students open (each slip's QR code holds it with that slip's code: slipLink) */
  link: string;
  /** yyyymmdd */
  start: string;
  /** yyyymmdd */
  end: string;
  students: { num: number; name: string | null; code: string }[];
};

/** Two columns of five slips: ten a page, each about 95 × 52 mm. */
export const SLIP_COLUMNS = 2;
export const SLIP_ROWS = 5;
export const SLIPS_PER_PAGE = SLIP_COLUMNS * SLIP_ROWS;

const A4_WIDTH = 595.28;
const MARGIN_X = 28;
const MARGIN_TOP = 24;
const HEADER_HEIGHT = 34;
const SLIP_HEIGHT = 148;
const SLIP_PADDING_X = 10;
/** The QR code with its quiet zone, 80 pt ≈ 28 mm: a phone reads it from paper at arm's length. */
export const QR_SIZE = 80;
const QR_GAP = 8;
/** The room the link has beside the QR code, less a point for safety. */
const LINK_WIDTH = (A4_WIDTH - 2 * MARGIN_X) / SLIP_COLUMNS - 2 * SLIP_PADDING_X - QR_SIZE - QR_GAP - 1;
const LINK_LINES = 3;
const cutLine = '#9aa5b1';
const codeBox = '#f3f5f8';

const styles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT,
    fontSize: 9,
    color: ink,
    paddingTop: MARGIN_TOP,
    paddingHorizontal: MARGIN_X,
  },
  header: {
    height: HEADER_HEIGHT,
    flexDirection: 'row',
    alignItems: 'flex-start',
  },
  headerText: {
    flex: 1,
    fontSize: 10,
    fontWeight: 'bold',
    color: accent,
    lineHeight: 1.3,
    maxLines: 2,
    textOverflow: 'ellipsis',
  },
  headerTitle: { fontSize: 10, fontWeight: 'bold', marginLeft: 12, lineHeight: 1.3 },
  row: { flexDirection: 'row' },
  slip: {
    width: `${100 / SLIP_COLUMNS}%`,
    height: SLIP_HEIGHT,
    paddingHorizontal: SLIP_PADDING_X,
    paddingVertical: 8,
    borderColor: cutLine,
    borderStyle: 'dashed',
    borderRightWidth: 0.8,
    borderBottomWidth: 0.8,
  },
  firstColumn: { borderLeftWidth: 0.8 },
  firstRow: { borderTopWidth: 0.8 },
  slipTop: { flexDirection: 'row', alignItems: 'flex-end', height: 16 },
  num: { fontSize: 12, fontWeight: 'bold', marginRight: 8 },
  name: { fontSize: 11, fontWeight: 'bold', maxWidth: 120, maxLines: 1, textOverflow: 'ellipsis' },
  nameBlank: { width: 80, borderBottomWidth: 0.6, borderBottomColor: muted, marginBottom: 2 },
  nameLabel: { fontSize: 8, color: muted, marginRight: 4 },
  slipTest: {
    flex: 1,
    fontSize: 7,
    color: muted,
    textAlign: 'right',
    marginLeft: 8,
    maxLines: 1,
    textOverflow: 'ellipsis',
  },
  slipMiddle: { flexDirection: 'row', marginTop: 5 },
  qr: { width: QR_SIZE, height: QR_SIZE },
  slipRight: { flex: 1, marginLeft: QR_GAP },
  label: { fontSize: 7, color: muted, marginBottom: 2 },
  code: { flexDirection: 'row', marginBottom: 5 },
  codeCell: {
    width: 21,
    height: 27,
    marginRight: 2,
    borderRadius: 2,
    backgroundColor: codeBox,
    borderWidth: 0.6,
    borderColor: '#cbd2d9',
    alignItems: 'center',
    justifyContent: 'center',
  },
  codeGap: { marginRight: 7 },
  codeChar: { fontSize: 17, fontWeight: 'bold' },
  // the link in Courier (a standard PDF font: ASCII only), bold to print dark enough
  link: { fontFamily: 'Courier', fontWeight: 'bold', lineHeight: 1.25 },
  instructions: { marginTop: 5, fontSize: 7.5, color: ink, lineHeight: 1.3 },
  footer: {
    position: 'absolute',
    bottom: 16,
    left: MARGIN_X,
    right: MARGIN_X,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: muted,
  },
  empty: { marginTop: 20, color: muted, textAlign: 'center' },
});

/**
 * What a slip's QR code opens: the class's link with the slip's code in the fragment, which the
 * entry page reads into the code field and then removes from the address (decision 027). A
 * fragment is never sent to the server nor in a Referer, so the code stays out of logs.
 */
export function slipLink(link: string, code: string): string {
  return `${link}#code=${encodeURIComponent(code)}`;
}

// Korean sheets for Korean classrooms: their words are Korean. They say what the pupil does at
// entry (decision 019): a listed pupil confirms the printed name and types the birth date and an
// e-mail; a pupil on a slip without a name gives number, name, gender, birth date and e-mail.
const opening = 'QR 코드를 찍으면 인증코드가 입력된 검사 화면이 열립니다.';
const instructions = {
  listed: [opening, '이름을 확인하고 생년월일과 이메일을 입력하면 검사가 시작됩니다.'],
  unlisted: [opening, '번호, 이름, 성별, 생년월일과 이메일을 입력하면 검사가 시작됩니다.'],
};

type Student = CodeSheetData['students'][number];

/** Courier's every glyph is 600/1000 em wide: the link's lines are measured by counting. */
const COURIER_ADVANCE = 0.6;

/**
 * The link as printed: in Courier, whose I, l and 1 and O and 0 a pupil tells apart (Pretendard's I
 * and l are the same stroke), so in ASCII: a link with other letters is printed in its encoded form.
 */
function printedLink(link: string): string {
  return /^[\x21-\x7e]+$/.test(link) ? link : new URL(link).href;
}

/**
 * The link cut into lines that fit beside the QR code. react-pdf would let a link (one word, no
 * spaces) run out of the slip, or hyphenate it with a '-' a pupil would type, so it is cut here:
 * each line as long as fits, ending after a '/', '.', '?', '&' or '=' in its second half when it
 * has one. The size falls from 8 pt until the link takes at most three lines.
 */
export function linkLines(link: string, width = LINK_WIDTH): { fontSize: number; lines: string[] } {
  const chars = [...printedLink(link)];
  let fontSize = 8;
  for (;;) {
    const perLine = Math.max(1, Math.floor(width / (fontSize * COURIER_ADVANCE)));
    const lines: string[] = [];
    let start = 0;
    while (start < chars.length) {
      let end = Math.min(chars.length, start + perLine);
      if (end < chars.length) {
        for (let at = end; at > start + perLine / 2; at -= 1) {
          if ('/.?&='.includes(chars[at - 1] ?? '')) {
            end = at;
            break;
          }
        }
      }
      lines.push(chars.slice(start, end).join(''));
      start = end;
    }
    if (lines.length <= LINK_LINES || fontSize <= 5) return { fontSize, lines };
    fontSize -= 0.5;
  }
}

/** The code in six boxes of equal width (monospaced to the eye), with a gap after the third. */
function codeBoxes(code: string) {
  const half = Math.ceil(code.length / 2);
  return h(
    View,
    { style: styles.code },
    [...code].map((symbol, at) =>
      h(
        View,
        { key: at, style: at === half - 1 ? [styles.codeCell, styles.codeGap] : styles.codeCell },
        h(Text, { style: styles.codeChar }, symbol),
      ),
    ),
  );
}

/** One student's slip: who, the QR code, the code, the address and what to do with them. */
type Shared = { qr: ReadonlyMap<string, Buffer>; link: { fontSize: number; lines: string[] } };

function slip(data: CodeSheetData, shared: Shared, student: Student, column: number, row: number) {
  const border = [...(column === 0 ? [styles.firstColumn] : []), ...(row === 0 ? [styles.firstRow] : [])];
  return h(View, { key: `s${student.num}-${student.code}`, style: [styles.slip, ...border], wrap: false }, [
    h(View, { key: 'top', style: styles.slipTop }, [
      h(Text, { key: 'num', style: styles.num }, `${student.num}번`),
      ...(student.name
        ? [h(Text, { key: 'name', style: styles.name }, student.name)]
        : [
            h(Text, { key: 'label', style: styles.nameLabel }, '이름'),
            h(View, { key: 'blank', style: styles.nameBlank }),
          ]),
      h(Text, { key: 'test', style: styles.slipTest }, data.testName),
    ]),
    h(View, { key: 'middle', style: styles.slipMiddle }, [
      h(Image, { key: 'qr', style: styles.qr, src: { data: shared.qr.get(student.code)!, format: 'png' } }),
      h(View, { key: 'right', style: styles.slipRight }, [
        h(Text, { key: 'codeLabel', style: styles.label }, '인증코드'),
        h(View, { key: 'code' }, codeBoxes(student.code)),
        h(Text, { key: 'linkLabel', style: styles.label }, '검사 주소'),
        ...shared.link.lines.map((line, at) =>
          h(Text, { key: `link${at}`, style: [styles.link, { fontSize: shared.link.fontSize }] }, line),
        ),
      ]),
    ]),
    h(
      Text,
      { key: 'help', style: styles.instructions },
      instructions[student.name ? 'listed' : 'unlisted'].join('\n'),
    ),
  ]);
}

const period = (data: CodeSheetData) => `${koreanDate(data.start)} ~ ${koreanDate(data.end)}`;

function page(data: CodeSheetData, shared: Shared, students: Student[], index: number, count: number) {
  const rows: Student[][] = [];
  for (let at = 0; at < students.length; at += SLIP_COLUMNS) rows.push(students.slice(at, at + SLIP_COLUMNS));
  return h(Page, { key: index, size: 'A4', style: styles.page }, [
    h(View, { key: 'header', style: styles.header }, [
      h(
        Text,
        { key: 'about', style: styles.headerText },
        [data.orgName, data.className, data.testName, period(data)].join(' · '),
      ),
      h(Text, { key: 'title', style: styles.headerTitle }, '검사 인증코드'),
    ]),
    ...(students.length === 0
      ? [h(Text, { key: 'empty', style: styles.empty }, '학생이 없습니다.')]
      : rows.map((row, rowAt) =>
          h(
            View,
            { key: `r${rowAt}`, style: styles.row },
            row.map((student, column) => slip(data, shared, student, column, rowAt)),
          ),
        )),
    h(View, { key: 'footer', style: styles.footer }, [
      h(Text, { key: 'hint' }, '점선을 따라 잘라 한 장씩 나누어 주세요.'),
      h(Text, { key: 'page' }, `${index + 1} / ${count}`),
    ]),
  ]);
}

/**
 * qrcode hands these to pngjs: grey, not RGBA, and no per-row filter search. A class's sheet draws
 * 30 of them, and pngjs trying every filter, then react-pdf decoding four colour channels, were most
 * of a sheet's time (a sheet of 30: 585 ms → 348 ms, median of 8). deflateLevel is qrcode's own
 * default, named so the typings (which list only deflate's settings) take the object.
 */
const PNG_OPTIONS = { deflateLevel: 9, colorType: 0, filterType: 0 };

/** The QR code of the link as a PNG: error correction M, a quiet zone of two modules. */
function qrPng(link: string): Promise<Buffer> {
  return QRCode.toBuffer(link, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 2,
    scale: 8,
    color: { dark: '#000000ff', light: '#ffffffff' },
    rendererOpts: PNG_OPTIONS,
  });
}

/**
 * A class's code sheet as PDF bytes (A4, Pretendard embedded): a header on every page, then one
 * slip per student to cut out, ten a page (a slip never runs onto the next page), and 'n / N'.
 */
export async function renderCodeSheet(data: CodeSheetData): Promise<Buffer> {
  registerPdfFonts();
  // one QR code per slip, each holding its own code (issue 40): a pupil scans and the code is filled
  const qr = new Map<string, Buffer>();
  for (const { code } of data.students) qr.set(code, await qrPng(slipLink(data.link, code)));
  const shared = { qr, link: linkLines(data.link) };
  const chunks: Student[][] = [];
  for (let at = 0; at < data.students.length; at += SLIPS_PER_PAGE) {
    chunks.push(data.students.slice(at, at + SLIPS_PER_PAGE));
  }
  if (chunks.length === 0) chunks.push([]);
  return renderToBuffer(
    h(
      Document,
      {
        title: `검사 인증코드 - ${data.orgName} ${data.className} ${data.testName}`,
        author: data.orgName,
        subject: data.testName,
        language: 'ko',
      },
      chunks.map((students, index) => page(data, shared, students, index, chunks.length)),
    ),
  );
}

/**
 * The same list for a spreadsheet: 번호, 이름, 인증코드, 검사 주소. UTF-8 with a byte-order mark
 * (Korean Excel reads it as UTF-8 only with one), CRLF lines, quoted where needed, and a cell that
 * would start a formula (=, +, -, @) prefixed with ' so Excel shows it as text.
 */
export function codeSheetCsv(data: CodeSheetData): string {
  return stringify(
    data.students.map((student) => [student.num, student.name ?? '', student.code, data.link]),
    {
      bom: true,
      header: true,
      columns: ['번호', '이름', '인증코드', '검사 주소'],
      record_delimiter: 'windows',
      escape_formulas: true,
    },
  );
}
