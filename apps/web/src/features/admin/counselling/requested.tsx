import type { TAdminCounsellingRow } from '@putt/contract/admin/counselling';
import { formatYmd } from '@putt/contract/dates';
import { useTranslation } from 'react-i18next';

/** What the order asked for: a date and offline or online, or no preference. */
export function Requested({
  date,
  type,
}: {
  date: string | null;
  type: TAdminCounsellingRow['requestedType'];
}) {
  const { t } = useTranslation('admin_counselling');
  if (!date && !type) return <>{t('noRequest')}</>;
  return (
    <>
      {t('requested', {
        date: date ? formatYmd(date) : t('noRequest'),
        type: type ? t(`types.${type}`) : t('noRequest'),
      })}
    </>
  );
}
