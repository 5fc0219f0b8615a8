/** The dialog widths of spec-2 §9 (px). */
export const dialogWidth = { sm: 500, md: 600, lg: 800 } as const;
