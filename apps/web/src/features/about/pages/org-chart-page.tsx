import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../components/about.module.css';
import { OrgChart, type OrgUnit } from '../components/org-chart';

/** The organisation chart (spec-2 §2), then what each department does. */
export default function OrgChartPage() {
  const { t } = useTranslation('about');
  const units = t('orgChart.units', { returnObjects: true }) as OrgUnit[];

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2}>{t('orgChart.heading')}</Title>
        <Text className={classes.lead}>{t('orgChart.lead')}</Text>
      </Stack>

      <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
        <OrgChart />
      </Paper>

      <section>
        <Title order={2} fz="h3" mb="md">
          {t('orgChart.detailsHeading')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {units.map((unit) => (
            <Paper key={unit.name} withBorder p="lg" className={classes.card}>
              <Title order={3} fz="lg" c="brand.8">
                {unit.name}
              </Title>
              <Text fz="sm" c="dimmed" mb="xs">
                {unit.head}
              </Text>
              <Text lh={1.7}>{unit.text}</Text>
            </Paper>
          ))}
        </SimpleGrid>
      </section>
    </Stack>
  );
}
