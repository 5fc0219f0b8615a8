import { bandIds, type BandId } from '@putt/contract/norms';
import type { PupilState, TInstrumentResults, TPupil } from '@putt/contract/school-results';
import { tOf } from './units';

/** What the pupils' table is sorted by: a class's list order, the name, or a group's or area's T. */
export type SortKey = 'num' | 'name' | string;
export type Sort = { key: SortKey; direction: 'ascending' | 'descending' };

/**
 * A band filter: one band, or a band and those above it (`atLeast`) or below it (`atMost`), as a
 * counsellor looks for the pupils strong or weak in an area.
 */
export type BandFilter = '' | BandId | `atLeast:${BandId}` | `atMost:${BandId}`;

export type PupilFilter = { unit: string; band: BandFilter; state: '' | PupilState };

const rank = (band: BandId) => bandIds.indexOf(band); // veryHigh first

function bandMatches(filter: BandFilter, band: BandId | null | undefined): boolean {
  if (!filter) return true;
  if (!band) return false;
  const [kind, limit] = filter.split(':') as ['atLeast' | 'atMost', BandId] | [BandId];
  if (kind === 'atLeast') return rank(band) <= rank(limit!);
  if (kind === 'atMost') return rank(band) >= rank(limit!);
  return band === kind;
}

/**
 * The pupils a filter keeps, in the order asked: by a unit's T (pupils without one last, whichever
 * the direction), by name, or by class and number (the classes in the results' order).
 */
export function orderPupils(results: TInstrumentResults, filter: PupilFilter, sort: Sort): TPupil[] {
  const classIndex = new Map(results.classes.map((group, index) => [group.projectSk, index]));
  const byList = (a: TPupil, b: TPupil) =>
    (classIndex.get(a.projectSk) ?? 0) - (classIndex.get(b.projectSk) ?? 0) || a.num - b.num;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const compare = (a: TPupil, b: TPupil): number => {
    if (sort.key === 'num') return sign * byList(a, b);
    if (sort.key === 'name') return sign * a.name.localeCompare(b.name, 'ko') || byList(a, b);
    const ta = tOf(a.places, sort.key);
    const tb = tOf(b.places, sort.key);
    if (ta === null || tb === null) return (ta === null ? 1 : 0) - (tb === null ? 1 : 0) || byList(a, b);
    return sign * (ta - tb) || byList(a, b);
  };
  return results.pupils
    .filter(
      (pupil) =>
        (!filter.state || pupil.state === filter.state) &&
        (!filter.unit || !filter.band || bandMatches(filter.band, pupil.places[filter.unit]?.band)),
    )
    .sort(compare);
}
