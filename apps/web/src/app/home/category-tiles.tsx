import { Text } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './home.module.css';

const categories = [
  { id: 'testing', route: 'testingPutt', icon: 'M12 4h16v32H12z M16 12h8 M16 18h8 M16 24h5' },
  { id: 'coaching', route: 'coachingPutt', icon: 'M6 8h22v14H14l-6 6v-6H6z M18 26h16v-12' },
  {
    id: 'activity',
    route: 'activityTalent',
    icon: 'M10 14a4 4 0 1 0 0.1 0 M30 14a4 4 0 1 0 0.1 0 M4 32c0-6 12-6 12 0 M24 32c0-6 12-6 12 0',
  },
  { id: 'expert', route: 'expert', icon: 'M20 6l14 7-14 7-14-7z M12 17v8c4 4 12 4 16 0v-8' },
] as const;

/** The four category tiles of Home: tests, coaching, Activity, expert training (spec-1 Home). */
export function CategoryTiles() {
  const { t } = useTranslation();
  return (
    <ul className={`${classes.plainList} ${classes.categories}`}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={pathOf(category.route)} className={classes.category}>
            <svg viewBox="0 0 40 40" width={40} height={40} aria-hidden className={classes.categoryIcon}>
              <path
                d={category.icon}
                fill="none"
                stroke="currentColor"
                strokeWidth={2.5}
                strokeLinejoin="round"
              />
            </svg>
            <Text fw={700}>{t(`home.categories.${category.id}.title`)}</Text>
            <Text fz="sm" c="dimmed">
              {t(`home.categories.${category.id}.text`)}
            </Text>
          </Link>
        </li>
      ))}
    </ul>
  );
}
