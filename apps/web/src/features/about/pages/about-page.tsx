import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../api/site-info';
import classes from '../components/about.module.css';
import { GreetingArt } from '../components/greeting-art';
import { CreativityIcon, GrowthIcon, TalentIcon } from '../components/icons';
import { useLang } from '../components/use-lang';

type Pillar = { title: string; text: string };

const pillarIcons = [TalentIcon, CreativityIcon, GrowthIcon];

/** The CEO's greeting (spec-2 §2, company pages): why the institute exists and what it does. */
export default function AboutPage() {
  const { t } = useTranslation(['about', 'common']);
  const lang = useLang();
  const { data } = useSiteInfo();
  const paragraphs = t('greeting.paragraphs', { returnObjects: true }) as string[];
  const pillars = t('greeting.pillars', { returnObjects: true }) as Pillar[];
  const company = t('common:company.name');
  const name = data?.representative[lang];

  return (
    <Stack gap="xl">
      <section className={classes.hero}>
        <GreetingArt className={classes.heroArt} />
        <Stack gap="sm">
          <Text className={classes.eyebrow}>{t('greeting.eyebrow')}</Text>
          <Title order={2}>{t('greeting.heading')}</Title>
          <Text className={classes.lead}>{t('greeting.lead')}</Text>
        </Stack>
      </section>

      <div className={classes.letter}>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p>{t('greeting.closing')}</p>
        <p className={classes.signature}>
          {name ? t('greeting.signature', { company, name }) : t('greeting.signatureFallback', { company })}
        </p>
      </div>

      <section>
        <Title order={2} fz="h3" mb="md">
          {t('greeting.pillarsHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {pillars.map((pillar, index) => {
            const PillarIcon = pillarIcons[index % pillarIcons.length] ?? TalentIcon;
            return (
              <Paper key={pillar.title} withBorder p="lg" className={classes.card}>
                <Stack gap="sm">
                  <PillarIcon />
                  <Title order={3} fz="lg">
                    {pillar.title}
                  </Title>
                  <Text>{pillar.text}</Text>
                </Stack>
              </Paper>
            );
          })}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
