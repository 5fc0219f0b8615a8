import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { stepOf, steps } from './status-labels';
import classes from './stepper.module.css';

/**
 * Where an order is among test ready, in progress and completed (spec-1 §4): the steps up to the
 * current one are filled and the current one is marked; before approval none is reached.
 */
export function Stepper({ status }: { status: string }) {
  const { t } = useTranslation('orders');
  const current = stepOf(status);
  return (
    <ol className={classes.steps} aria-label={t('stepper.label')}>
      {steps.map((step, index) => {
        const reached = index <= current;
        const className = [classes.step, reached && classes.reached, index === current && classes.current]
          .filter(Boolean)
          .join(' ');
        return (
          <li key={step} className={className} aria-current={index === current ? 'step' : undefined}>
            <span className={classes.dot} aria-hidden />
            {t(`stepper.${step}`)}
            {reached && index !== current && <VisuallyHidden>{t('stepper.done')}</VisuallyHidden>}
          </li>
        );
      })}
    </ol>
  );
}
