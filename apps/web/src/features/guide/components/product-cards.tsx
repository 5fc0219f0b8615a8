import { Anchor, Text, Title } from '@mantine/core';
import { pathOf, type RouteKey } from '@putt/contract/routes';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './product-cards.module.css';
import { ActivityIcon, CoachingIcon, ExpertIcon, PuttIcon, ToccIcon } from './product-icons';

type Product = {
  key: 'putt' | 'tocc' | 'coaching' | 'activity' | 'expert';
  route: RouteKey;
  Icon: ComponentType;
  /** key figures shown as a row of numbers (the two tests) */
  facts?: string[];
};

const products: Product[] = [
  { key: 'putt', route: 'testingPutt', Icon: PuttIcon, facts: ['groups', 'talents', 'scales'] },
  { key: 'tocc', route: 'testingTocc', Icon: ToccIcon, facts: ['groups', 'competencies', 'subs'] },
  { key: 'coaching', route: 'coachingPutt', Icon: CoachingIcon },
  { key: 'activity', route: 'activityTalent', Icon: ActivityIcon },
  { key: 'expert', route: 'expert', Icon: ExpertIcon },
];

/** The five product families, each with a link to its list page. */
export function ProductCards() {
  const { t } = useTranslation('guide');
  return (
    <ul className={classes.grid}>
      {products.map(({ key, route, Icon, facts }) => {
        const name = t(`intro.products.items.${key}.name`);
        return (
          <li key={key} className={classes.card} data-wide={facts ? true : undefined}>
            <span className={classes.icon}>
              <Icon />
            </span>
            <Title order={3} fz="lg">
              {name}
            </Title>
            <Text fz="sm">{t(`intro.products.items.${key}.summary`)}</Text>
            {facts && (
              <dl className={classes.facts}>
                {facts.map((fact) => (
                  <div key={fact} className={classes.fact}>
                    <dt>{t(`intro.products.items.${key}.facts.${fact}.label`)}</dt>
                    <dd>{t(`intro.products.items.${key}.facts.${fact}.value`)}</dd>
                  </div>
                ))}
              </dl>
            )}
            <Anchor component={Link} to={pathOf(route)} fw={600} fz="sm" className={classes.more}>
              {t('intro.products.more', { name })}
              <span aria-hidden="true"> →</span>
            </Anchor>
          </li>
        );
      })}
    </ul>
  );
}
