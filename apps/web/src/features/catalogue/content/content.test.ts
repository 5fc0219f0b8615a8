import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { detailPages, listPages, type Area } from './catalogue-pages';
import { infoKeys } from './page-content';

const text = z.string().trim().min(1);
const textOrList = z.union([text, z.array(text).min(1)]);
const ZPageContent = z.strictObject({
  name: text,
  short: text,
  lead: text,
  imageAlt: text,
  facts: z.array(z.strictObject({ label: text, value: text })).optional(),
  info: z.partialRecord(z.enum(infoKeys), textOrList).optional(),
  sections: z
    .array(
      z.strictObject({ title: text, paragraphs: z.array(text).optional(), items: z.array(text).optional() }),
    )
    .optional(),
});
const ZAreaContent = z.strictObject({
  lists: z.record(z.string(), z.strictObject({ lead: text, paragraphs: z.array(text).optional() })),
  pages: z.record(z.string(), ZPageContent),
  certCards: z
    .array(z.strictObject({ title: text, description: text }))
    .length(3)
    .optional(),
});

const read = (area: Area, lang: string) =>
  JSON.parse(readFileSync(join(__dirname, area, `${lang}.json`), 'utf8')) as unknown;

/** Every key path with array lengths, so ko and en can be compared shape for shape. */
function shape(value: unknown, path = ''): string[] {
  if (Array.isArray(value))
    return [`${path}[${value.length}]`, ...value.flatMap((v, i) => shape(v, `${path}[${i}]`))];
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, v]) => shape(v, path ? `${path}.${key}` : key));
  return [path];
}

const areas: Area[] = ['testing', 'coaching', 'activity', 'expert'];

describe.each(areas)('content of %s', (area) => {
  const ko = read(area, 'ko');
  const en = read(area, 'en');

  it('follows the content schema in both languages', () => {
    expect(() => ZAreaContent.parse(ko)).not.toThrow();
    expect(() => ZAreaContent.parse(en)).not.toThrow();
  });

  it('has the same keys and list lengths in ko and en', () => {
    expect(shape(en)).toEqual(shape(ko));
  });

  it('covers every list and detail page of the area, and no other', () => {
    const parsed = ZAreaContent.parse(ko);
    const details = (Object.keys(detailPages) as (keyof typeof detailPages)[]).filter(
      (key) => detailPages[key]!.area === area,
    );
    expect(Object.keys(parsed.pages).sort()).toEqual(details.sort());
    const lists = (Object.keys(listPages) as (keyof typeof listPages)[]).filter(
      (key) => listPages[key]!.area === area,
    );
    for (const key of lists) expect(parsed.lists).toHaveProperty(key);
  });

  it('writes no prices: they come from the catalogue', () => {
    expect(JSON.stringify(ko)).not.toMatch(/\d{1,3},\d{3}\s*원/);
    expect(JSON.stringify(en)).not.toMatch(/(KRW|₩)\s*\d/);
  });
});
