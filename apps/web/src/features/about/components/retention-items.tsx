import { useTranslation } from 'react-i18next';
import { useRetentionRules } from '../../../api/site-info';
import { ErrorState, LoadingState } from '../../../ui/states';
import classes from './about.module.css';

/**
 * Article 3's periods as this server keeps them: the rules an administrator set within their
 * bounds and those the law fixes (decision 041), so the policy never states another period than
 * the destruction job applies.
 */
export function RetentionItems() {
  const { t } = useTranslation('about');
  const { data, isPending, isError, refetch } = useRetentionRules();
  if (isPending) return <LoadingState label={t('privacy.retention.loading')} />;
  if (isError) {
    return <ErrorState message={t('privacy.retention.loadFailed')} onRetry={() => void refetch()} />;
  }
  const items = [
    t('privacy.retention.member', { years: data.inactiveAccountYears, days: data.inactivityWarningDays }),
    t('privacy.retention.examinee', { years: data.identityYears }),
    t('privacy.retention.deidentified'),
    t('privacy.retention.orders', { years: data.orderYears }),
    t('privacy.retention.inquiries', { years: data.inquiryYears }),
    t('privacy.retention.audit', { years: data.auditLogMinYears }),
    t('privacy.retention.visits'),
  ];
  return (
    <ol className={classes.bullets}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ol>
  );
}
