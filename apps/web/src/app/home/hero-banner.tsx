import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { pathOf } from '@putt/contract/routes';
import { type SetStateAction, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './hero-banner.module.css';

const slides = [
  { id: 'putt', route: 'testingPutt' },
  { id: 'tocc', route: 'testingTocc' },
  { id: 'coaching', route: 'coachingPutt' },
  { id: 'org', route: 'orgHub' },
] as const;
const INTERVAL_MS = 6000;

/**
 * The rotating banner (spec-1 Home). It turns by itself only while nobody is pointing at it or
 * working inside it, never when the visitor asked for reduced motion, and it has controls to
 * pause and to pick a slide (WCAG 2.2.2).
 */
export function HeroBanner() {
  const { t } = useTranslation();
  const reducedMotion = useReducedMotion();
  const [index, setIndexState] = useState(0);
  // the first slide is there from the first paint; only later slides slide in
  const [turned, setTurned] = useState(false);
  const setIndex = useCallback((next: SetStateAction<number>) => {
    setTurned(true);
    setIndexState(next);
  }, []);
  const [paused, setPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const playing = !paused && !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % slides.length), INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, setIndex]);

  return (
    <section
      className={classes.banner}
      aria-roledescription={t('home.banner.carousel')}
      aria-label={t('home.banner.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Container size="lg" className={classes.inner}>
        {/* Every slide is laid out in one place and only the current one shown: the banner is as
            tall as its tallest slide on every turn, so nothing under it moves (decision 032). */}
        <div className={classes.slides} aria-live={playing ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.id}
              className={classes.slide}
              data-current={i === index || undefined}
              data-turned={(turned && i === index) || undefined}
              role="group"
              aria-roledescription={t('home.banner.slide')}
              aria-label={t('home.banner.position', { n: i + 1, total: slides.length })}
            >
              <Text className={classes.kicker}>{t(`home.banner.${slide.id}.kicker`)}</Text>
              <Title order={2} className={classes.title}>
                {t(`home.banner.${slide.id}.title`)}
              </Title>
              <Text className={classes.text}>{t(`home.banner.${slide.id}.text`)}</Text>
              <Button component={Link} to={pathOf(slide.route)} variant="white" mt="lg">
                {t('home.banner.more', { name: t(`home.banner.${slide.id}.kicker`) })}
              </Button>
            </div>
          ))}
        </div>
        <Group gap="xs" mt="xl">
          <button
            type="button"
            className={classes.pause}
            onClick={() => setPaused((p) => !p)}
            aria-label={t(paused ? 'home.banner.play' : 'home.banner.pause')}
          >
            <svg viewBox="0 0 16 16" width={14} height={14} aria-hidden>
              {paused ? (
                <path d="M4 2 L14 8 L4 14 Z" fill="currentColor" />
              ) : (
                <path d="M3 2 H6.5 V14 H3 Z M9.5 2 H13 V14 H9.5 Z" fill="currentColor" />
              )}
            </svg>
          </button>
          {slides.map((s, i) => (
            <button
              key={s.id}
              type="button"
              className={classes.dot}
              aria-current={i === index ? 'true' : undefined}
              aria-label={t('home.banner.goTo', { n: i + 1, name: t(`home.banner.${s.id}.kicker`) })}
              onClick={() => setIndex(i)}
            />
          ))}
        </Group>
      </Container>
    </section>
  );
}
