import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../api/site-info';
import { ErrorState, LoadingState } from '../../../ui/states';
import classes from '../components/about.module.css';
import { ContactList, emailRow, phoneRow } from '../components/contact-list';
import { MapEmbed } from '../components/map-embed';
import { useLang } from '../components/use-lang';

type Directions = { title: string; items: string[] };

/** The company's address and numbers in the current language. */
function Contact() {
  const { t } = useTranslation('about');
  const lang = useLang();
  const { data, isPending, isError, refetch } = useSiteInfo();
  if (isPending) return <LoadingState label={t('contact.loading')} />;
  if (isError) return <ErrorState message={t('contact.loadFailed')} onRetry={() => void refetch()} />;
  return (
    <ContactList
      rows={[
        { label: t('contact.address'), value: data.address[lang] },
        phoneRow(t('contact.phone'), data.phone),
        { label: t('contact.fax'), value: data.fax },
        emailRow(t('contact.email'), data.email),
      ]}
    />
  );
}

/** Directions (spec-2 §2): embedded map, the address and numbers as text, and how to get here. */
export default function MapPage() {
  const { t } = useTranslation('about');
  const directions = t('map.directions', { returnObjects: true }) as Directions[];

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2}>{t('map.heading')}</Title>
        <Text className={classes.lead}>{t('map.lead')}</Text>
      </Stack>

      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <MapEmbed />
        <Paper withBorder p="lg">
          <Title order={3} fz="lg" mb="md">
            {t('map.contactHeading')}
          </Title>
          <Contact />
        </Paper>
      </SimpleGrid>

      <section>
        <Title order={2} fz="h3" mb="md">
          {t('map.directionsHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          {directions.map((way) => (
            <Paper key={way.title} withBorder p="lg" className={classes.card}>
              <Title order={3} fz="lg" c="brand.8" mb="xs">
                {way.title}
              </Title>
              <ul className={classes.bullets}>
                {way.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
