import { Badge } from '@mantine/core';
import type { InquiryStatus } from '@putt/contract/admin/inquiries';
import { useTranslation } from 'react-i18next';

const colors: Record<InquiryStatus, string> = { new: 'red', answered: 'teal', closed: 'gray' };

/** An inquiry's status in words (the colour only repeats it). */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation('admin_inquiries');
  return (
    <Badge variant="light" color={colors[status]}>
      {t(`statuses.${status}`)}
    </Badge>
  );
}
