/** The shape of one area's content file, content/{area}/{ko,en}.json (checked by content.test.ts). */
export const infoKeys = [
  'purpose',
  'goals',
  'target',
  'hours',
  'materials',
  'deliverables',
  'composition',
  'instructor',
  'benefit',
] as const;
export type InfoKey = (typeof infoKeys)[number];

export type TextOrList = string | string[];
export type Section = { title: string; paragraphs?: string[]; items?: string[] };

export type PageContent = {
  name: string;
  short: string;
  lead: string;
  imageAlt: string;
  facts?: { label: string; value: string }[];
  info?: Partial<Record<InfoKey, TextOrList>>;
  sections?: Section[];
};

export type ListContent = { lead: string; paragraphs?: string[] };
