import type { EnrolmentStatus } from '@putt/contract/expert-courses';
import { useTranslation } from 'react-i18next';
import { tones } from '../../../ui/status/tones';
import { WordBadge } from '../../../ui/status/word-badge';

/** An enrolment's status for the member, in words on its colour. */
export function EnrolmentStatusBadge({ status }: { status: EnrolmentStatus }) {
  const { t } = useTranslation('expert');
  return <WordBadge color={tones.enrolment[status]}>{t(`status.${status}`)}</WordBadge>;
}
