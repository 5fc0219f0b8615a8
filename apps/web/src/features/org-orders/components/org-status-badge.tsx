import '@mantine/core/styles/Badge.css';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { statusDotColor, statusWordOf } from './org-order-status';

/** An order's status as its word beside a coloured dot (the word, in the page's text colour, carries it). */
export function OrgStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('org-orders');
  const word = statusWordOf(status);
  return (
    <Badge variant="dot" color={statusDotColor[word]} size="lg" radius="sm" tt="none" miw="max-content">
      {t(`status.${word}`)}
    </Badge>
  );
}
