import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { ActivityRunStatus } from '@putt/contract/activity-runs';
import { useTranslation } from 'react-i18next';

const colour: Record<ActivityRunStatus, string> = {
  planning: 'orange',
  confirmed: 'blue',
  delivered: 'green',
  canceled: 'gray',
};

/** A run's status as text in a coloured badge (the colour is never the only sign). */
export function ActivityStatusBadge({ status }: { status: ActivityRunStatus }) {
  const { t } = useTranslation('admin_activities');
  return (
    // dark text on the light tint: the tint's own shade fails contrast on small bold text
    <Badge variant="light" color={colour[status]} c="dark.8" style={{ textTransform: 'none' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
