/** An item bank's or a norm's version as every report and results page names it: "v2 2026 중등 규준". */
export const versionOf = (row: { version: number; label: string }) => `v${row.version} ${row.label}`;
