import { seoulToday } from '@putt/contract/dates';
import type { CohortStatus } from '@putt/contract/expert-courses';

/**
 * Open until the day before its first meeting (enrolments close then), running from it until
 * staff complete it, finished after.
 */
export function cohortStatusOf(
  cohort: { startsOn: string; finishedAt: Date | null },
  today = seoulToday(),
): CohortStatus {
  if (cohort.finishedAt) return 'finished';
  return cohort.startsOn <= today ? 'running' : 'open';
}
