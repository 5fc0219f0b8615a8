import { expertCourseHours } from '@putt/contract/catalogue-facts';
import { courseProductTypes, type ExpertCourseKey, expertCourseKeys } from '@putt/contract/expert-courses';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { products } from '../db/schema/catalogue.js';

/** A course's hours (spec-1 §9). */
export const courseHours = (course: ExpertCourseKey): number =>
  expertCourseHours[courseProductTypes[course]] ?? 0;

/** Each course's price now, from the catalogue staff edit (one read for a whole list). */
export async function coursePrices(db: DbOrTx): Promise<Record<ExpertCourseKey, number>> {
  const rows = await db
    .select({ type: products.type, price: products.price })
    .from(products)
    .where(inArray(products.type, Object.values(courseProductTypes)));
  const byType = new Map(rows.map((row) => [row.type, row.price]));
  return Object.fromEntries(
    expertCourseKeys.map((course) => {
      const price = byType.get(courseProductTypes[course]);
      // the catalogue is seeded with every course (seed-catalogue.ts): a missing one is a broken database
      if (price === undefined) throw new Error(`The catalogue has no ${courseProductTypes[course]}`);
      return [course, price];
    }),
  ) as Record<ExpertCourseKey, number>;
}
