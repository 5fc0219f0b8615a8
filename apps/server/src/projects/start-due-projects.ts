import { linkedProjectStatuses } from '@putt/contract/lifecycle';
import { addDays, seoulToday } from '@putt/contract/dates';
import { and, eq, inArray, isNull, lte } from 'drizzle-orm';
import { z } from 'zod';
import { projects } from '../db/schema/orders.js';
import { defineJob, type JobDeps } from '../jobs/jobs.js';
import { fromDateColumn, toDateColumn } from '../db/date-columns.js';
import { mailLinkOnce } from './link-mail/link-mail-job.js';
import { linkMailDue } from './link-mail/link-mail-instant.js';
import { lockProjectOf } from './move-project.js';
import { startProject } from './open-close-project.js';

/**
 * Starts every ready project whose start date has come (its link becomes active, its order is
 * under way), and sends the link mail of every opened project that is due and was never sent
 * (its own job lost with a stopped process). Each project in its own transaction, rechecked under
 * its lock, so two workers never start or mail one twice.
 */
export async function startDueProjects(deps: JobDeps, now = new Date()): Promise<{ started: number }> {
  const { db } = deps.database;
  const today = seoulToday(now);
  const due = await db
    .select({ sk: projects.sk })
    .from(projects)
    .where(and(eq(projects.status, 'ready'), lte(projects.startTargetDate, toDateColumn(today))));
  let started = 0;
  for (const { sk } of due) {
    await db.transaction(async (tx) => {
      const row = await lockProjectOf(tx, 'job', sk);
      if (row.project.status !== 'ready' || fromDateColumn(row.project.startTargetDate)! > today) return;
      await startProject(tx, row, 'job');
      started += 1;
    });
  }
  const unmailed = await db
    .select({ sk: projects.sk, start: projects.startTargetDate })
    .from(projects)
    .where(
      and(
        inArray(projects.status, [...linkedProjectStatuses]),
        isNull(projects.linkMailedAt),
        lte(projects.startTargetDate, toDateColumn(addDays(today, 1))),
      ),
    );
  for (const { sk, start } of unmailed) {
    if (linkMailDue(fromDateColumn(start)!, now)) await mailLinkOnce(sk, deps);
  }
  return { started };
}

/** Hourly, so a start date is honoured within the hour even after the worker was down at midnight. */
export const startDueProjectsJob = defineJob({
  name: 'start-due-projects',
  schema: z.object({}),
  retryLimit: 0,
  retryDelay: 0,
  schedule: '1 * * * *',
  handler: async (_data, deps) => {
    await startDueProjects(deps);
  },
});
