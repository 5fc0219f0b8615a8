/** The site's two languages: Korean by default, English by choice. */
export const langs = ['ko', 'en'] as const;
export type Lang = (typeof langs)[number];

/** A language as a setting, a header or a library gives it: English when it says so, else Korean. */
export const langOf = (value: string | null | undefined): Lang => (value === 'en' ? 'en' : 'ko');
