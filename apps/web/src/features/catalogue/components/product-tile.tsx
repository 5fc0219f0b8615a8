import { Badge, Text } from '@mantine/core';
import type { Level } from '@putt/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Area } from '../content/catalogue-pages';
import classes from './catalogue.module.css';
import { ProductArt } from './product-art';

/** An image tile with the VIEW overlay on hover and focus, linking to a detail page. */
export function ProductTile(props: {
  to: string;
  area: Area;
  level: Level | null;
  name: string;
  short: string;
}) {
  const { t } = useTranslation('catalogue');
  return (
    <Link to={props.to} className={classes.tile} aria-label={t('actions.viewDetail', { name: props.name })}>
      <div className={classes.tileArt}>
        <ProductArt area={props.area} level={props.level} />
        <span className={classes.view} aria-hidden>
          {t('actions.view')}
        </span>
      </div>
      <div className={classes.tileBody}>
        {props.level && (
          <Badge variant="light" mb={6}>
            {t(`level.${props.level}`)}
          </Badge>
        )}
        <Text fw={700}>{props.name}</Text>
        <Text fz="sm" c="dimmed" mt={4}>
          {props.short}
        </Text>
      </div>
    </Link>
  );
}
