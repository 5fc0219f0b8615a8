import type { CohortStatus, EnrolmentStatus } from '@putt/contract/expert-courses';
import { useTranslation } from 'react-i18next';
import { tones } from '../../../ui/status/tones';
import { WordBadge } from '../../../ui/status/word-badge';

/** A cohort's status, in words on its colour. */
export function CohortStatusBadge({ status }: { status: CohortStatus }) {
  const { t } = useTranslation('admin_courses');
  return <WordBadge color={tones.cohort[status]}>{t(`status.${status}`)}</WordBadge>;
}

/** An enrolment's status for staff, in words on its colour. */
export function EnrolmentStatusBadge({ status }: { status: EnrolmentStatus }) {
  const { t } = useTranslation('admin_courses');
  return <WordBadge color={tones.enrolment[status]}>{t(`enrolmentStatus.${status}`)}</WordBadge>;
}
