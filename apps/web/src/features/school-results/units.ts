import { langOf } from '@putt/contract/lang';
import type { TInstrumentResults, TPlace } from '@putt/contract/school-results';
import { areaName, groupName } from '../../ui/unit-names';

/** A column of the results: a talent group or competency group, or one of its areas. */
export type Unit = { id: string; kind: 'group' | 'area'; name: string };

/** The instrument's groups, each followed by its areas, in the instrument's order. */
export function unitsOf(results: TInstrumentResults, language: string): Unit[] {
  return results.groups.flatMap((group) => [
    { id: group.id, kind: 'group' as const, name: groupName(group.id, language) },
    ...group.areas.map((id) => ({ id, kind: 'area' as const, name: areaName(id, language) })),
  ]);
}

/** A pupil's T in a unit, or null: not released, or not scored there. */
export const tOf = (places: Record<string, TPlace>, id: string) => places[id]?.t ?? null;

type Formats = { mean: (value: number) => string; share: (value: number) => string };
const formatsByLocale = new Map<string, Formats>();

/**
 * Numbers as the page's language writes them: a mean with one decimal, a share in whole percent.
 * Made once per language: every mean cell of the page asks for them.
 */
export function numberFormats(language: string): Formats {
  const locale = langOf(language);
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    const mean = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const share = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 0 });
    formats = { mean: (value) => mean.format(value), share: (value) => share.format(value) };
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

/**
 * The results' tables keep each cell on one line (a class, a state, a score and its band read
 * whole) and scroll sideways in their region instead; on paper they wrap to the sheet.
 */
export const NO_WRAP = { whiteSpace: 'nowrap' } as const;
