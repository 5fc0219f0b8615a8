import { Badge } from '@mantine/core';
import type { ResultStatus } from '@putt/contract/results';
import { useTranslation } from 'react-i18next';

const colour: Record<ResultStatus, string> = { released: 'green', held: 'orange', retest: 'gray' };

/** A result's review status as text in a coloured badge (the colour is never the only sign). */
export function ResultStatusBadge({ status }: { status: ResultStatus }) {
  const { t } = useTranslation('admin_results');
  return (
    <Badge variant="light" color={colour[status]} c="dark.8" style={{ textTransform: 'none' }}>
      {t(`status.${status}`)}
    </Badge>
  );
}
