import type { ActivityRunStatus } from '@putt/contract/activity-runs';
import { useTranslation } from 'react-i18next';
import { WordBadge } from '../../../ui/status/word-badge';

const colour: Record<ActivityRunStatus, string> = {
  planning: 'orange',
  confirmed: 'blue',
  delivered: 'green',
  canceled: 'gray',
};

/** A run's status as text in a coloured badge (the colour is never the only sign). */
export function ActivityStatusBadge({ status }: { status: ActivityRunStatus }) {
  const { t } = useTranslation('admin_activities');
  return <WordBadge color={colour[status]}>{t(`status.${status}`)}</WordBadge>;
}
