/** The site's two languages: Korean by default, English by choice. */
export const langs = ['ko', 'en'] as const;
export type Lang = (typeof langs)[number];
