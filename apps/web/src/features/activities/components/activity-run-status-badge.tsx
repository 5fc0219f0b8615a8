import type { ActivityRunStatus } from '@putt/contract/activity-runs';
import { useTranslation } from 'react-i18next';
import { tones } from '../../../ui/status/tones';
import { WordBadge } from '../../../ui/status/word-badge';

/** A run's status for the organisation, in words on its colour. */
export function ActivityRunStatusBadge({ status }: { status: ActivityRunStatus }) {
  const { t } = useTranslation('activities');
  return <WordBadge color={tones.activityRun[status]}>{t(`status.${status}`)}</WordBadge>;
}
