import type { ActivityRunStatus } from '@putt/contract/activity-runs';
import type { InquiryStatus } from '@putt/contract/admin/inquiries';
import type { OrgRequestStatus } from '@putt/contract/admin/org-requests';
import type { MailStatus } from '@putt/contract/admin/outbox';
import type { CounsellingStatus } from '@putt/contract/counselling';
import type { CohortStatus, EnrolmentStatus } from '@putt/contract/expert-courses';
import type { ResultStatus } from '@putt/contract/results';
import type { KnownOrderStatus, KnownProjectStatus } from './order-status';

/**
 * The one colour of every status of every kind, on the customer's pages and the back office's
 * alike (decision 037). WordBadge draws it as a light tint behind dark words, so any Mantine colour
 * passes contrast; the words carry the meaning, the colour only repeats it: waiting is orange,
 * under way blue or teal, done green, refused red, stopped or over gray.
 */
export const tones = {
  order: {
    pending: 'orange',
    approved: 'blue',
    approvedTempSave: 'violet',
    ready: 'cyan',
    ing: 'teal',
    completed: 'green',
    rejected: 'red',
    canceled: 'gray',
    unknown: 'dark',
  } satisfies Record<KnownOrderStatus, string>,
  project: {
    pending: 'orange',
    ready: 'cyan',
    ing: 'teal',
    completed: 'green',
    canceled: 'gray',
    unknown: 'dark',
  } satisfies Record<KnownProjectStatus, string>,
  counselling: { waiting: 'orange', booked: 'blue', done: 'green', noShow: 'gray' } satisfies Record<
    CounsellingStatus,
    string
  >,
  activityRun: {
    planning: 'orange',
    confirmed: 'blue',
    delivered: 'green',
    canceled: 'gray',
  } satisfies Record<ActivityRunStatus, string>,
  cohort: { open: 'blue', running: 'teal', finished: 'gray' } satisfies Record<CohortStatus, string>,
  enrolment: {
    applied: 'orange',
    confirmed: 'blue',
    refused: 'red',
    canceled: 'dark',
    completed: 'green',
    notCompleted: 'gray',
  } satisfies Record<EnrolmentStatus, string>,
  result: { released: 'green', held: 'orange', retest: 'gray' } satisfies Record<ResultStatus, string>,
  inquiry: { new: 'red', answered: 'teal', closed: 'gray' } satisfies Record<InquiryStatus, string>,
  orgRequest: { pending: 'orange', approved: 'teal', rejected: 'gray' } satisfies Record<
    OrgRequestStatus,
    string
  >,
  mail: { queued: 'yellow', sent: 'teal', failed: 'red' } satisfies Record<MailStatus, string>,
} as const;
