/** The contract's yyyymmdd ⇄ a `date` column's yyyy-mm-dd. */
export const toDateColumn = (ymd: string) => `${ymd.slice(0, 4)}-${ymd.slice(4, 6)}-${ymd.slice(6, 8)}`;
export const fromDateColumn = (value: string | null) => (value ? value.replaceAll('-', '') : null);
