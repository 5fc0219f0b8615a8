import { Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HeroArt } from './hero-art';
import classes from './intro-hero.module.css';

// spec-1 §2: the subtitle appears after 300 ms, the description after 700 ms.
const SUBTITLE_DELAY = 300;
const DESCRIPTION_DELAY = 700;

/**
 * The introduction's hero band. The later texts are rendered only once their time has come, so a
 * screen reader never meets an invisible text; with reduced motion they appear without moving.
 */
export function IntroHero() {
  const { t } = useTranslation(['guide', 'common']);
  const [showSubtitle, setShowSubtitle] = useState(false);
  const [showDescription, setShowDescription] = useState(false);

  useEffect(() => {
    const subtitle = window.setTimeout(() => setShowSubtitle(true), SUBTITLE_DELAY);
    const description = window.setTimeout(() => setShowDescription(true), DESCRIPTION_DELAY);
    return () => {
      window.clearTimeout(subtitle);
      window.clearTimeout(description);
    };
  }, []);

  return (
    <section className={classes.hero} aria-labelledby="intro-tagline">
      <div className={classes.text}>
        <Title order={2} id="intro-tagline" fz={{ base: 26, sm: 32, md: 40 }} lh={1.3} c="brand.9">
          {t('intro.hero.tagline')}
        </Title>
        {showSubtitle && (
          <Text className={classes.reveal} mt="md" fz={{ base: 'lg', sm: 'xl' }} fw={700} c="brand.8">
            {t('intro.hero.subtitle')}
          </Text>
        )}
        {showDescription && (
          <Text className={classes.reveal} mt="sm" maw="36rem" lh={1.75} c="gray.8">
            {t('intro.hero.description', { company: t('common:company.name') })}
          </Text>
        )}
      </div>
      <div className={classes.art}>
        <HeroArt />
      </div>
    </section>
  );
}
