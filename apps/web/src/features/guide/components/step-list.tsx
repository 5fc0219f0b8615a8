import { Text, Title, VisuallyHidden } from '@mantine/core';
import type { ComponentType, CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './step-list.module.css';

export type Step = { key: string; title: string; text: string; Icon: ComponentType };

/**
 * Numbered steps as an ordered list of cards: stacked on a phone, two columns on a tablet and
 * `columns` on a desktop. Each step is an h3 so the steps can be reached by heading.
 */
export function StepList({ steps, columns = 4 }: { steps: Step[]; columns?: number }) {
  const { t } = useTranslation('guide');
  return (
    <ol className={classes.steps} style={{ '--step-columns': columns } as CSSProperties}>
      {steps.map(({ key, title, text, Icon }, index) => (
        <li key={key} className={classes.step}>
          <div className={classes.head}>
            <span className={classes.number} aria-hidden="true">
              {String(index + 1).padStart(2, '0')}
            </span>
            <span className={classes.icon}>
              <Icon />
            </span>
          </div>
          <Title order={3} fz="lg">
            <VisuallyHidden>{t('stepNumber', { n: index + 1 })} </VisuallyHidden>
            {title}
          </Title>
          <Text fz="sm">{text}</Text>
        </li>
      ))}
    </ol>
  );
}
