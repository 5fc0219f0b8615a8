import { Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TOrgOrderRow } from '@putt/contract/orders';
import { useTranslation } from 'react-i18next';
import { progressOf, progressSteps } from './org-order-status';
import classes from './org-progress.module.css';

/**
 * The 4-step progress of spec-2 §4 (registration pending, start pending, in progress, completed):
 * a bar of four segments and "2/4 시작 대기"; screen readers hear "4단계 중 2단계: 시작 대기". An
 * order without tests reads "not applicable".
 */
export function OrgProgress({ row }: { row: Pick<TOrgOrderRow, 'status' | 'has_test'> }) {
  const { t } = useTranslation('org-orders');
  const step = progressOf(row);
  if (step === null)
    return (
      <Text fz="sm" c="dimmed">
        {t('progress.notApplicable')}
      </Text>
    );
  const total = progressSteps.length;
  const label = t(`progress.steps.${progressSteps[step - 1]}`);
  return (
    <Stack gap={4}>
      <div className={classes.bar} aria-hidden>
        {progressSteps.map((name, index) => (
          <span
            key={name}
            className={[classes.segment, index < step && classes.reached].filter(Boolean).join(' ')}
          />
        ))}
      </div>
      <Text fz="sm" fw={600} className={classes.words}>
        <span aria-hidden>{t('progress.short', { step, total, label })}</span>
        <VisuallyHidden>{t('progress.long', { step, total, label })}</VisuallyHidden>
      </Text>
    </Stack>
  );
}
