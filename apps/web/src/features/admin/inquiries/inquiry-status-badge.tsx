import { Badge } from '@mantine/core';
import type { InquiryStatus } from '@putt/contract/admin/inquiries';
import { useTranslation } from 'react-i18next';

const colors: Record<InquiryStatus, string> = { new: 'red', answered: 'teal', closed: 'gray' };

/** An inquiry's status in words (the colour only repeats it). */
export function InquiryStatusBadge({ status }: { status: InquiryStatus }) {
  const { t } = useTranslation('admin_inquiries');
  return (
    // dark text on the light tint: the tint's own shade fails contrast on small bold text
    <Badge variant="light" color={colors[status]} c="dark.8">
      {t(`statuses.${status}`)}
    </Badge>
  );
}
