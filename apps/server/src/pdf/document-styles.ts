import { StyleSheet } from '@react-pdf/renderer';
import { PDF_FONT } from './fonts.js';

/**
 * The order documents' look (견적서, 거래명세서): colours, the A4 grid and every style the parts of
 * document-parts.ts draw with. The code sheet takes its colours from here too.
 */

export const ink = '#1f2933';
export const muted = '#52606d';
export const accent = '#1c4e80';
const line = '#7b8794';
const shade = '#eef2f7';
const sealRed = '#c0392b';

/** Width of an A4 page less the margins: the documents' grid is set out in it. */
const PAGE_MARGIN = 36;
/** A single-line row of a party box (rows grow evenly when the box beside is taller). */
const ROW_HEIGHT = 21;
/** The seal, about 15 mm across, centred on the representative's row. */
const SEAL_SIZE = 42;

export const styles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT,
    fontSize: 9,
    color: ink,
    paddingTop: PAGE_MARGIN,
    paddingHorizontal: PAGE_MARGIN,
    paddingBottom: PAGE_MARGIN + 20,
    // no lineHeight here: set on the page, it loses the fixed footer (react-pdf 4.9)
  },
  title: {
    fontSize: 24,
    fontWeight: 'bold',
    textAlign: 'center',
    letterSpacing: 14,
    marginBottom: 4,
  },
  titleRule: { borderBottomWidth: 2, borderBottomColor: accent, marginBottom: 14 },
  parties: { flexDirection: 'row', alignItems: 'stretch', marginBottom: 10 },
  // a party box: the vertical label column, then its rows
  box: { flexDirection: 'row', borderWidth: 1, borderColor: line },
  boxLabel: {
    width: 20,
    backgroundColor: shade,
    borderRightWidth: 1,
    borderRightColor: line,
    alignItems: 'center',
    justifyContent: 'center',
  },
  boxLabelText: { fontWeight: 'bold', color: accent, textAlign: 'center', lineHeight: 1.5 },
  boxRows: { flex: 1 },
  row: { flexDirection: 'row', minHeight: ROW_HEIGHT, flexGrow: 1 },
  rowRule: { borderBottomWidth: 1, borderBottomColor: line },
  cellLabel: {
    width: 48,
    backgroundColor: shade,
    borderRightWidth: 1,
    borderRightColor: line,
    paddingHorizontal: 3,
    justifyContent: 'center',
  },
  cellLabelText: { fontWeight: 'bold', textAlign: 'center', color: accent },
  cellValue: {
    flex: 1,
    paddingHorizontal: 5,
    paddingVertical: 3,
    justifyContent: 'center',
    position: 'relative',
  },
  // the representative's cell leaves room for "(인)" and the seal stamped over it
  sealCell: { paddingRight: SEAL_SIZE + 4 },
  sealMark: { position: 'absolute', right: 12, top: ROW_HEIGHT / 2 - 6, color: muted },
  cellValueRule: { borderRightWidth: 1, borderRightColor: line },
  strong: { fontWeight: 'bold' },
  // the seal, stamped over "(인)" at the end of the representative's cell
  seal: {
    position: 'absolute',
    top: (ROW_HEIGHT - SEAL_SIZE) / 2,
    right: 2,
    width: SEAL_SIZE,
    height: SEAL_SIZE,
  },
  drawnSeal: {
    borderWidth: 1.6,
    borderColor: sealRed,
    borderRadius: SEAL_SIZE / 2,
    alignItems: 'center',
    justifyContent: 'center',
    opacity: 0.85,
  },
  drawnSealText: { color: sealRed, fontWeight: 'bold', textAlign: 'center' },
  // the total in words
  totalBox: { flexDirection: 'row', borderWidth: 1.5, borderColor: accent, marginBottom: 10 },
  totalLabel: {
    width: 90,
    backgroundColor: shade,
    borderRightWidth: 1,
    borderRightColor: accent,
    paddingVertical: 7,
    justifyContent: 'center',
  },
  totalLabelText: { fontSize: 11, fontWeight: 'bold', textAlign: 'center', color: accent },
  totalValue: { flex: 1, paddingHorizontal: 10, paddingVertical: 7, justifyContent: 'center' },
  totalValueText: { fontSize: 12, fontWeight: 'bold' },
  totalNote: { fontSize: 9, fontWeight: 'normal', color: muted },
  // the lines table
  // every cell draws its own right and bottom rules, the first its left and the header its top
  // (a border on the table itself would run down a page the table leaves)
  tr: { flexDirection: 'row' },
  firstCell: { borderLeftWidth: 1 },
  th: {
    backgroundColor: shade,
    borderTopWidth: 1,
    borderRightWidth: 1,
    borderBottomWidth: 1,
    borderColor: line,
    paddingVertical: 5,
    paddingHorizontal: 3,
    fontWeight: 'bold',
    textAlign: 'center',
    color: accent,
  },
  td: {
    borderRightWidth: 1,
    borderBottomWidth: 1,
    borderColor: line,
    paddingVertical: 4,
    paddingHorizontal: 4,
  },
  // the sums under the table
  sums: { flexDirection: 'row', justifyContent: 'flex-end', marginTop: 8 },
  sumsTable: { width: 250, borderTopWidth: 1, borderLeftWidth: 1, borderColor: line },
  sumRow: { flexDirection: 'row' },
  sumLabel: {
    width: 90,
    backgroundColor: shade,
    borderRightWidth: 1,
    borderBottomWidth: 1,
    borderColor: line,
    paddingVertical: 4,
    textAlign: 'center',
    fontWeight: 'bold',
    color: accent,
  },
  sumValue: {
    flex: 1,
    borderRightWidth: 1,
    borderBottomWidth: 1,
    borderColor: line,
    paddingVertical: 4,
    paddingHorizontal: 6,
    textAlign: 'right',
  },
  // notes, payment and contact
  section: { marginTop: 12 },
  sectionTitle: { fontSize: 10, fontWeight: 'bold', color: accent, marginBottom: 4 },
  noteRow: { flexDirection: 'row', marginBottom: 3 },
  noteLabel: { width: 72, color: muted },
  noteValue: { flex: 1 },
  bullet: { marginBottom: 3 },
  contact: {
    marginTop: 14,
    paddingTop: 6,
    borderTopWidth: 1,
    borderTopColor: line,
    color: muted,
    fontSize: 8.5,
    textAlign: 'center',
  },
  footer: {
    position: 'absolute',
    bottom: PAGE_MARGIN - 12,
    left: PAGE_MARGIN,
    right: PAGE_MARGIN,
    flexDirection: 'row',
    justifyContent: 'space-between',
    fontSize: 8,
    color: muted,
  },
});
