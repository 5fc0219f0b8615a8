/** Display helpers shared by pages, e-mails and PDFs (spec-1 §3 "display helpers"). */

/** Numbers with thousands separators: 180000 → "180,000". */
export function formatNumber(value: number): string {
  return value.toLocaleString('en-US');
}
