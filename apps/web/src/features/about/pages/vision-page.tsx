import '@mantine/core/styles/SimpleGrid.css';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../components/about.module.css';
import { VisionDiagram, type VisionGoal, type VisionValue } from '../components/vision-diagram';

/** Vision and mission (spec-2 §2): the framework as a picture, then the same content as text. */
export default function VisionPage() {
  const { t } = useTranslation('about');
  const values = t('vision.values', { returnObjects: true }) as VisionValue[];
  const goals = t('vision.goals', { returnObjects: true }) as VisionGoal[];
  const statements = [
    { label: t('vision.visionLabel'), text: t('vision.visionText') },
    { label: t('vision.missionLabel'), text: t('vision.missionText') },
  ];

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2}>{t('vision.heading')}</Title>
        <Text className={classes.lead}>{t('vision.lead')}</Text>
      </Stack>

      <Paper component="figure" withBorder m={0} p={{ base: 'xs', sm: 'lg' }}>
        <VisionDiagram />
      </Paper>

      <section>
        <Title order={2} fz="h3" mb="md">
          {t('vision.detailsHeading')}
        </Title>
        <Stack gap="lg">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {statements.map((statement) => (
              <Paper key={statement.label} withBorder p="lg" bg="brand.0" className={classes.card}>
                <Title order={3} fz="lg" c="brand.8" mb="xs">
                  {statement.label}
                </Title>
                <Text lh={1.75}>{statement.text.replace(/\n/g, ' ')}</Text>
              </Paper>
            ))}
          </SimpleGrid>

          <div>
            <Title order={3} fz="lg" mb="sm">
              {t('vision.valuesLabel')}
            </Title>
            <SimpleGrid
              component="ul"
              cols={{ base: 1, sm: 2 }}
              spacing="md"
              m={0}
              p={0}
              style={{ listStyle: 'none' }}
            >
              {values.map((value) => (
                <Paper component="li" key={value.name} withBorder p="md" className={classes.card}>
                  <Text fw={700} c="brand.8">
                    {value.name} · {value.tagline}
                  </Text>
                  <Text mt={4} lh={1.7}>
                    {value.text}
                  </Text>
                </Paper>
              ))}
            </SimpleGrid>
          </div>

          <div>
            <Title order={3} fz="lg" mb="sm">
              {t('vision.goalsLabel')}
            </Title>
            <ol className={classes.bullets}>
              {goals.map((goal) => (
                <li key={goal.title}>
                  <Text span fw={700}>
                    {goal.title}
                  </Text>
                  <Text span>: {goal.text}</Text>
                </li>
              ))}
            </ol>
          </div>
        </Stack>
      </section>
    </Stack>
  );
}
