import type { TAdminCohortDetail, TAdminEnrolment } from '@putt/contract/admin/expert-courses';
import { expertCourseHours } from '@putt/contract/catalogue-facts';
import { type ExpertCourseKey, coursePrerequisites, courseProductTypes } from '@putt/contract/expert-courses';
import type { TFunction } from 'i18next';

/** The hours a course's meetings add up to (the catalogue's, spec-1 §9). */
export const courseHours = (course: ExpertCourseKey): number =>
  expertCourseHours[courseProductTypes[course]] ?? 0;

/** What a course asks of an applicant, in words ("경력 2년 이상, 입문 과정 수료"), or null when nothing. */
export function requirementText(t: TFunction, course: ExpertCourseKey): string | null {
  const prerequisite = coursePrerequisites[course];
  if (!prerequisite) return null;
  return t('admin_courses:prereq.joined', {
    career: t(
      prerequisite.doctorate ? 'admin_courses:prereq.yearsOrDoctorate' : 'admin_courses:prereq.years',
      {
        years: prerequisite.years,
      },
    ),
    certificate: t(`admin_courses:prereq.certificates.${prerequisite.certificate}`),
  });
}

/** The hours of the cohort's meetings an applicant attended. */
export const attendedHours = (enrolment: TAdminEnrolment, meetings: TAdminCohortDetail['meetings']) =>
  meetings.reduce((sum, meeting) => sum + (enrolment.attended.includes(meeting.id) ? meeting.hours : 0), 0);

/** Those taking part: confirmed, and after the end completed or not (attendance and exams are theirs). */
export const participates = (enrolment: TAdminEnrolment) =>
  enrolment.status === 'confirmed' || enrolment.status === 'completed' || enrolment.status === 'notCompleted';

/** The start times a meeting may take: every half hour from 08:00 to 21:00 (Korea time). */
export const meetingStartTimes: readonly string[] = Array.from({ length: 27 }, (_, index) => {
  const minutes = 8 * 60 + index * 30;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
