import { type BandId, T_RANGE } from '@putt/contract/norms';
import { COLORS, type Doc } from './page-kit.js';
import { wrapKeepAll } from './wrap-text.js';

/** A band's colour: dark to light blues above the middle, warm below, legible in grey print too. */
export const BAND_COLORS: Record<BandId, string> = {
  veryHigh: '#1d4e89',
  high: '#3d7cc9',
  average: '#8fb8de',
  low: '#f0a35e',
  veryLow: '#d9622b',
};

export type ChartBar = { label: string; t: number | null; band: BandId | null };

type Box = { x: number; y: number; width: number; height: number };

const tToY = (t: number, box: Box) =>
  box.y + box.height - ((t - T_RANGE.min) / (T_RANGE.max - T_RANGE.min)) * box.height;

/**
 * A profile of T-scores as vertical bars over the 20–80 scale, the average band (41–59) shaded and
 * the mean (50) ruled, each bar in its band's colour with its T above it and its name below
 * (wrapped keep-all in two lines at most). An unscored part shows a dash instead of a bar.
 */
export function profileChart(doc: Doc, box: Box, bars: readonly ChartBar[], unscored: string) {
  doc.rect(box.x, tToY(59, box), box.width, tToY(41, box) - tToY(59, box)).fill(COLORS.tint);
  doc.font('regular').fontSize(7.5);
  for (let t: number = T_RANGE.min; t <= T_RANGE.max; t += 10) {
    const y = tToY(t, box);
    doc
      .moveTo(box.x, y)
      .lineTo(box.x + box.width, y)
      .lineWidth(t === 50 ? 1 : 0.4)
      .stroke(t === 50 ? COLORS.muted : COLORS.line);
    doc.fillColor(COLORS.muted).text(String(t), box.x - 16, y - 3.5, { lineBreak: false });
  }
  const slot = box.width / bars.length;
  const barWidth = Math.min(34, slot * 0.55);
  const labelSize = labelSizeFor(doc, bars, slot - 4);
  bars.forEach((bar, index) => {
    const centre = box.x + slot * index + slot / 2;
    if (bar.t !== null && bar.band) {
      const top = tToY(bar.t, box);
      doc.rect(centre - barWidth / 2, top, barWidth, box.y + box.height - top).fill(BAND_COLORS[bar.band]);
      doc.font('bold').fontSize(9).fillColor(COLORS.ink);
      const value = String(bar.t);
      doc.text(value, centre - doc.widthOfString(value) / 2, top - 12, { lineBreak: false });
    } else {
      doc.font('regular').fontSize(9).fillColor(COLORS.muted);
      doc.text(unscored, centre - doc.widthOfString(unscored) / 2, box.y + box.height - 14, {
        lineBreak: false,
      });
    }
    doc.font('regular').fontSize(labelSize).fillColor(COLORS.ink);
    wrapKeepAll(bar.label, slot - 4, (part) => doc.widthOfString(part))
      .slice(0, 2)
      .forEach((line, row) => {
        doc.text(line, centre - doc.widthOfString(line) / 2, box.y + box.height + 5 + row * 11, {
          lineBreak: false,
        });
      });
  });
}

/** The largest size up to 8.5 pt at which every word of every label fits its slot whole. */
function labelSizeFor(doc: Doc, bars: readonly ChartBar[], width: number): number {
  doc.font('regular').fontSize(10);
  const widest = Math.max(
    ...bars.flatMap((bar) => bar.label.split(' ').map((word) => doc.widthOfString(word))),
  );
  return Math.max(6, Math.min(8.5, (10 * width) / widest));
}

/**
 * Horizontal bars of T-scores, one row each: the name, a track from 20 to 80 with the mean marked,
 * the bar in its band's colour, then T, percentile and band in words.
 */
export function bandRows(
  doc: Doc,
  box: { x: number; y: number; width: number },
  rows: readonly (ChartBar & { detail: string })[],
  rowHeight = 30,
) {
  const labelWidth = 110;
  const detailWidth = 150;
  const track = { x: box.x + labelWidth, width: box.width - labelWidth - detailWidth - 10 };
  rows.forEach((row, index) => {
    const y = box.y + index * rowHeight;
    doc
      .font('bold')
      .fontSize(10)
      .fillColor(COLORS.ink)
      .text(row.label, box.x, y + 6, { lineBreak: false });
    doc.rect(track.x, y + 5, track.width, 12).fill(COLORS.tint);
    const mid = track.x + track.width / 2;
    if (row.t !== null && row.band) {
      const end = track.x + ((row.t - T_RANGE.min) / (T_RANGE.max - T_RANGE.min)) * track.width;
      doc.rect(track.x, y + 5, end - track.x, 12).fill(BAND_COLORS[row.band]);
    }
    doc
      .moveTo(mid, y + 2)
      .lineTo(mid, y + 20)
      .lineWidth(0.8)
      .stroke(COLORS.muted);
    doc.font('regular').fontSize(9).fillColor(COLORS.ink);
    doc.text(row.detail, box.x + box.width - detailWidth, y + 6, { lineBreak: false });
  });
  return rows.length * rowHeight;
}
