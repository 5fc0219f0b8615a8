import { Group, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './home.module.css';
import { partners } from './partners';

/** Partner marks, 1 at a time under 768 px and 4 from 768 px (spec-1 Home), each opening its site. */
export function PartnerCarousel() {
  const { t } = useTranslation();
  // wide until measured: the prerendered page is drawn at desktop width
  const wide = useMediaQuery('(min-width: 768px)', true);
  const perView = wide ? 4 : 1;
  const [start, setStart] = useState(0);
  const visible = Array.from({ length: perView }, (_, i) => partners[(start + i) % partners.length]!);
  const move = (step: number) => setStart((s) => (s + step + partners.length) % partners.length);

  return (
    <section aria-labelledby="home-partners" className={classes.section}>
      <Title order={2} fz="h3" id="home-partners" mb="md">
        {t('home.partners.title')}
      </Title>
      <Group wrap="nowrap" gap="sm" align="stretch">
        <button
          type="button"
          className={classes.arrow}
          onClick={() => move(-1)}
          aria-label={t('home.partners.previous')}
        >
          <span aria-hidden>‹</span>
        </button>
        <ul
          className={classes.partners}
          style={{ gridTemplateColumns: `repeat(${perView}, 1fr)` }}
          aria-live="polite"
        >
          {visible.map((partner) => (
            <li key={partner.id}>
              <a href={partner.url} target="_blank" rel="noopener noreferrer" className={classes.partner}>
                <span className={classes.partnerMark} aria-hidden>
                  {partner.mark}
                </span>
                <Text fz="sm" fw={600}>
                  {t(`home.partners.names.${partner.id}`)}
                </Text>
                <span className={classes.srOnly}>{t('home.partners.newTab')}</span>
              </a>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className={classes.arrow}
          onClick={() => move(1)}
          aria-label={t('home.partners.next')}
        >
          <span aria-hidden>›</span>
        </button>
      </Group>
    </section>
  );
}
