import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import type { CounsellingStatus } from '@putt/contract/counselling';
import { useTranslation } from 'react-i18next';

const colour: Record<CounsellingStatus, string> = {
  waiting: 'orange',
  booked: 'blue',
  done: 'green',
  noShow: 'gray',
};

/** A session's status as text in a coloured badge (the colour is never the only sign). */
export function CounsellingStatusBadge({ status }: { status: CounsellingStatus }) {
  const { t } = useTranslation('admin_counselling');
  return (
    // dark text on the light tint: the tint's own shade fails contrast on small bold text
    <Badge variant="light" color={colour[status]} c="dark.8" style={{ textTransform: 'none' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
