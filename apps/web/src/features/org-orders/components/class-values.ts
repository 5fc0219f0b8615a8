import { newClass, ZClass } from '@putt/contract/projects';
import type { TOrderDetail } from '@putt/contract/orders';
import { classBalance, isTestType, type TOrgOrderDetail } from '@putt/contract/org-orders';
import { z } from 'zod';

/** The registration form's values: per ordered test line, its classes as the contract takes them. */
export const ZRegistration = z.object({
  products: z.array(z.object({ prod_id: z.string(), projects: z.array(ZClass) })),
  /** the select's value: days of the pupils' own report links, '0' for none (decision 028) */
  pupil_report_days: z.string(),
});
export type RegistrationValues = z.input<typeof ZRegistration>;
export type RegistrationLine = { prod_id: string; name: string; type: string; quantity: number };

/** The order's test lines (spec-2 §4: only tests have classes), in the order's order. */
export const testLinesOf = (order: TOrgOrderDetail): RegistrationLine[] =>
  order.products
    .filter((line) => isTestType(line.type))
    .map(({ prod_id, name, type, quantity }) => ({ prod_id, name, type, quantity }));

/**
 * The form as it opens: the classes saved before (with their SK, so they keep their codes), or one
 * new class per line with the spec's defaults and the order's contact e-mail.
 */
export function registrationOf(
  lines: RegistrationLine[],
  saved: TOrderDetail['projects'],
  contactEmail: string,
  pupilReportDays: number,
): RegistrationValues {
  return {
    pupil_report_days: String(pupilReportDays),
    products: lines.map((line) => {
      const mine = saved.filter((project) => project.type === line.type);
      return {
        prod_id: line.prod_id,
        projects: mine.length
          ? mine.map((project) => ({
              SK: project.SK,
              name: project.name,
              grade: project.grade ?? undefined,
              class: project.class ?? undefined,
              major: project.major ?? '',
              email: project.email ?? contactEmail,
              start_target_date: project.start_target_date,
              end_target_date: project.end_target_date ?? '',
              student_count: project.student_count ?? 1,
            }))
          : [newClass(1, contactEmail)],
      };
    }),
  };
}

/** Students in a line's classes against the ordered quantity (spec-2 §5: more is refused, fewer asked). */
export function studentBalance(values: RegistrationValues, lines: RegistrationLine[]) {
  return lines.map((line, index) => {
    const students = (values.products[index]?.projects ?? []).reduce(
      (sum, group) => sum + (Number.isInteger(group.student_count) ? Number(group.student_count) : 0),
      0,
    );
    return { line, students, ...classBalance(students, line.quantity) };
  });
}
