import { type InstrumentKey, byInstrumentOrder, isInstrumentKey } from '@putt/contract/instruments';
import { areaGroupsOf, bandIds, type TNormTable } from '@putt/contract/norms';
import type { TResultScores } from '@putt/contract/results';
import {
  MIN_PUPILS_FOR_MEAN,
  pupilStates,
  type TInstrumentResults,
  type TPlace,
  type TEarlier,
  type TPupil,
  type TUnitSummary,
  type ZSchoolResultsInput,
} from '@putt/contract/school-results';
import type { z } from 'zod';
import { and, asc, eq } from 'drizzle-orm';
import type { OrgActor } from '../auth/actor.js';
import type { DbOrTx } from '../db/client.js';
import { organisations } from '../db/schema/accounts.js';
import { orderProducts, orders, projects } from '../db/schema/orders.js';
import { notFound } from '../errors/app-error.js';
import { bandOf } from '../scoring/engine/norm-scores.js';
import { classStudentOf, normsOfReleased, type RosterPlace, rosterOf } from './class-roster.js';
import { earlierOfPlaces, type EarlierResult } from './earlier-results.js';
import { classLabelOf } from './student/load-report-data.js';
import { versionOf } from './version-name.js';
import { classSummary, flagsOf, peaksOf } from './teacher/class-summary.js';

type Scope = z.output<typeof ZSchoolResultsInput>;
type ProjectRow = typeof projects.$inferSelect;
type ClassRow = { project: ProjectRow; testName: string | null; orgName: string };

/**
 * The classes of the scope that the caller's organisation ordered: those whose codes were given out
 * (a pending class has none; a cancelled one was never taken). Another organisation's class or
 * order answers as missing.
 */
async function classesOf(db: DbOrTx, by: OrgActor, scope: Scope): Promise<ClassRow[]> {
  const rows = await db
    .select({ project: projects, testName: orderProducts.name, orgName: organisations.name })
    .from(projects)
    .innerJoin(orders, eq(orders.sk, projects.orderSk))
    .innerJoin(organisations, eq(organisations.id, orders.organisationId))
    .leftJoin(orderProducts, eq(orderProducts.id, projects.orderProductId))
    .where(
      and(
        eq(orders.organisationId, by.orgId),
        eq(orders.type, 'organisation'),
        scope.scope === 'project' ? eq(projects.sk, scope.SK) : undefined,
        scope.scope === 'order' ? eq(orders.sk, scope.SK) : undefined,
      ),
    )
    .orderBy(asc(orders.createdAt), asc(projects.grade), asc(projects.classNum), asc(projects.name));
  if (scope.scope !== 'organisation' && rows.length === 0) throw notFound('Results not found');
  return rows.filter((row) => row.project.status !== 'pending' && row.project.status !== 'canceled');
}

/** Each group's and area's place in a result. */
const placesOf = (scores: TResultScores): Record<string, TPlace> =>
  Object.fromEntries(
    [...scores.levels.group, ...scores.levels.area].map((unit) => [
      unit.id,
      { t: unit.t, percentile: unit.percentile, band: unit.band },
    ]),
  );

function pupilOf(place: RosterPlace, before: EarlierResult | null): TPupil {
  const student = classStudentOf(place);
  let places: Record<string, TPlace> = {};
  let top: string[] = [];
  let lowest: string | null = null;
  let earlier: TEarlier | null = null;
  if (student.scores) {
    places = placesOf(student.scores);
    if (before)
      earlier = {
        takenAt: before.takenAt.getTime(),
        instrument: before.instrument,
        norm: before.norm,
        places: placesOf(before.scores),
      };
    const peaks = peaksOf(student.scores);
    top = peaks.top.slice(0, 2).map((unit) => unit.id);
    lowest = peaks.lowest?.id ?? null;
  }
  return {
    projectSk: place.projectSk,
    num: place.num,
    name: place.name,
    state: place.state,
    flags: flagsOf(student),
    places,
    top,
    lowest,
    earlier,
  };
}

/**
 * Each group's and area's mean T and band counts over these pupils' released results; a mean of
 * fewer than MIN_PUPILS_FOR_MEAN pupils is withheld (the band counts stay).
 */
function summaryOf(
  instrument: InstrumentKey,
  places: RosterPlace[],
  bands: TNormTable['bands'],
): TUnitSummary[] {
  const students = places.map(classStudentOf);
  return (['group', 'area'] as const).flatMap((level) =>
    classSummary({ instrument, students }, level, (t) => bandOf(t, bands)).map((unit) => ({
      id: unit.id,
      mean: unit.scored >= MIN_PUPILS_FOR_MEAN ? unit.mean : null,
      scored: unit.scored,
      bands: unit.bands,
    })),
  );
}

const countsOf = (places: RosterPlace[]) =>
  Object.fromEntries(
    pupilStates.map((state) => [state, places.filter((p) => p.state === state).length]),
  ) as Record<(typeof pupilStates)[number], number>;

/**
 * getSchoolResults (issue 46): the released results of a class, an order or the organisation, per
 * instrument, for the organisation's own users. Held and retest results show as states only: a
 * result under review is not read before staff release it.
 */
export async function schoolResults(db: DbOrTx, by: OrgActor, scope: Scope) {
  const classes = await classesOf(db, by, scope);
  const roster = await rosterOf(
    db,
    classes.map((row) => row.project.sk),
  );
  const byClass = new Map<string, RosterPlace[]>();
  for (const place of roster) {
    const list = byClass.get(place.projectSk);
    if (list) list.push(place);
    else byClass.set(place.projectSk, [place]);
  }
  const instruments = [...new Set(classes.map((row) => row.project.type).filter(isInstrumentKey))].sort(
    byInstrumentOrder,
  );
  const results: TInstrumentResults[] = [];
  for (const instrument of instruments) {
    const its = classes.filter((row) => row.project.type === instrument);
    const places = its.flatMap((row) => byClass.get(row.project.sk) ?? []);
    const { used, bands } = await normsOfReleased(db, places);
    const orderOf = new Map(its.map((row) => [row.project.sk, row.project.orderSk]));
    const earlier = await earlierOfPlaces(db, by.orgId, instrument, places, (place) =>
      orderOf.get(place.projectSk)!,
    );
    results.push({
      instrument,
      groups: areaGroupsOf(instrument).map((group) => ({ id: group.id, areas: [...group.areas] })),
      norms: used.map(versionOf),
      bands: bandIds.map((id) => bands.find((band) => band.id === id)!).filter(Boolean),
      classes: its.map((row) => {
        const classPlaces = byClass.get(row.project.sk) ?? [];
        return {
          projectSk: row.project.sk,
          orderSk: row.project.orderSk,
          label: classLabelOf(row.project),
          testName: row.testName ?? row.project.name,
          counts: countsOf(classPlaces),
          summary: summaryOf(instrument, classPlaces, bands),
        };
      }),
      summary: summaryOf(instrument, places, bands),
      pupils: places.map((place, i) => pupilOf(place, earlier[i]!)),
    });
  }
  const orgName = classes[0]?.orgName ?? (await orgNameOf(db, by));
  return { orgName, instruments: results };
}

async function orgNameOf(db: DbOrTx, by: OrgActor): Promise<string> {
  const [row] = await db
    .select({ name: organisations.name })
    .from(organisations)
    .where(eq(organisations.id, by.orgId));
  return row?.name ?? '';
}
