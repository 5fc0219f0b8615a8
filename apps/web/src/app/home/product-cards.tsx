import { Text, Title } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './home.module.css';

/** Home's product card sections: what is sold, by family, each card to its page. */
const sections = [
  {
    id: 'tests',
    cards: [
      { route: 'testingPuttE', tag: 'putt' },
      { route: 'testingPuttM', tag: 'putt' },
      { route: 'testingPuttH', tag: 'putt' },
      { route: 'testingPuttU', tag: 'putt' },
      { route: 'testingToccE', tag: 'tocc' },
      { route: 'testingToccH', tag: 'tocc' },
      { route: 'testingTec', tag: 'tocc' },
      { route: 'testingKat', tag: 'kat' },
    ],
  },
  {
    id: 'programs',
    cards: [
      { route: 'coachingPutt', tag: 'coaching' },
      { route: 'coachingTocc', tag: 'coaching' },
      { route: 'activityTalent', tag: 'activity' },
      { route: 'activityStartup', tag: 'activity' },
      { route: 'activityCareer', tag: 'activity' },
      { route: 'activityGrowth', tag: 'activity' },
      { route: 'expert', tag: 'expert' },
      { route: 'cert', tag: 'expert' },
    ],
  },
] as const;

export function ProductCards() {
  const { t } = useTranslation(['common', 'routes']);
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} aria-labelledby={`home-products-${section.id}`} className={classes.section}>
          <Title order={2} fz="h3" id={`home-products-${section.id}`}>
            {t(`home.products.${section.id}.title`)}
          </Title>
          <Text c="dimmed" mb="md">
            {t(`home.products.${section.id}.text`)}
          </Text>
          <ul className={`${classes.plainList} ${classes.products}`}>
            {section.cards.map((card) => (
              <li key={card.route}>
                <Link to={pathOf(card.route)} className={classes.productCard}>
                  <span className={classes.tag}>{t(`home.products.tags.${card.tag}`)}</span>
                  <Text fw={700} mt={8}>
                    {t(`routes:${card.route}.title`)}
                  </Text>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
