import { seoulDayStart } from '../../db/filters.js';

/** When a YYYY-MM month begins, midnight in Korea. */
export const monthStart = (month: string): Date => seoulDayStart(`${month.replace('-', '')}01`);
