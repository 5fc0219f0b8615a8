import { Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../api/site-info';
import classes from '../components/about.module.css';
import { PortraitArt } from '../components/portrait-art';
import { useLang } from '../components/use-lang';

type Dated = { period: string; text: string };
type Work = { year: string; title: string; venue: string };

function Timeline({ heading, entries }: { heading: string; entries: Dated[] }) {
  return (
    <section>
      <Title order={3} fz="lg" mb="sm">
        {heading}
      </Title>
      <ol className={classes.timeline}>
        {entries.map((entry) => (
          <li key={`${entry.period}-${entry.text}`}>
            <span className={classes.period}>{entry.period}</span>
            <span>{entry.text}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

function Works({ heading, works }: { heading: string; works: Work[] }) {
  return (
    <section>
      <Title order={3} fz="lg" mb="xs">
        {heading}
      </Title>
      <ol className={classes.pubList}>
        {works.map((work) => (
          <li key={work.title}>
            <span className={classes.year}>{work.year}</span>
            <div>
              <Text fw={600}>{work.title}</Text>
              <Text fz="sm" c="dimmed">
                {work.venue}
              </Text>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The CEO's profile (spec-2 §2): biography and the list of papers and publications. */
export default function ProfilePage() {
  const { t } = useTranslation('about');
  const lang = useLang();
  const { data } = useSiteInfo();
  const list = <T,>(key: string) => t(key, { returnObjects: true }) as T[];

  return (
    <Stack gap="xl">
      <Paper withBorder p="lg" className={classes.profileCard}>
        <PortraitArt />
        <div>
          <Title order={2}>{data?.representative[lang] ?? t('profile.nameFallback')}</Title>
          <Text fw={600} c="brand.7" mt={4}>
            {t('profile.role')}
          </Text>
          <Text mt="sm" lh={1.75}>
            {t('profile.lead')}
          </Text>
        </div>
      </Paper>

      <section>
        <Title order={2} fz="h3" mb="md">
          {t('profile.biographyHeading')}
        </Title>
        <Stack gap="lg">
          <Timeline heading={t('profile.educationHeading')} entries={list<Dated>('profile.education')} />
          <Timeline heading={t('profile.careerHeading')} entries={list<Dated>('profile.career')} />
        </Stack>
      </section>

      <section>
        <Title order={2} fz="h3" mb="md">
          {t('profile.publicationsHeading')}
        </Title>
        <Stack gap="lg">
          <Works heading={t('profile.papersHeading')} works={list<Work>('profile.papers')} />
          <Works heading={t('profile.booksHeading')} works={list<Work>('profile.books')} />
        </Stack>
      </section>
    </Stack>
  );
}
