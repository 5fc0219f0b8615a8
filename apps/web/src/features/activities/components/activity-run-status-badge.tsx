import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { ActivityRunStatus } from '@putt/contract/activity-runs';
import { useTranslation } from 'react-i18next';

/** White text on each colour at 4.5:1 or more (the colour is never the only sign: the word is there). */
const colour: Record<ActivityRunStatus, string> = {
  planning: 'gray.7',
  confirmed: 'indigo.8',
  delivered: 'teal.9',
  canceled: 'red.9',
};

/** A run's status for the organisation, as a word on its colour. */
export function ActivityRunStatusBadge({ status }: { status: ActivityRunStatus }) {
  const { t } = useTranslation('activities');
  return (
    <Badge color={colour[status]} variant="filled" size="lg" tt="none" radius="sm" miw="max-content">
      {t(`status.${status}`)}
    </Badge>
  );
}
