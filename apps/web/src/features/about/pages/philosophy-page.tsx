import '@mantine/core/styles/SimpleGrid.css';
import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from '../components/about.module.css';
import { EvidenceIcon, GrowthIcon, PartnershipIcon, RespectIcon } from '../components/icons';

type Principle = { title: string; text: string };

const principleIcons = [RespectIcon, EvidenceIcon, GrowthIcon, PartnershipIcon];

/** The management philosophy (spec-2 §2): four principles, each with its icon. */
export default function PhilosophyPage() {
  const { t } = useTranslation('about');
  const principles = t('philosophy.principles', { returnObjects: true }) as Principle[];

  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Title order={2}>{t('philosophy.heading')}</Title>
        <Text className={classes.lead}>{t('philosophy.lead')}</Text>
      </Stack>

      <p className={classes.motto}>{t('philosophy.motto')}</p>

      <SimpleGrid
        component="ol"
        cols={{ base: 1, sm: 2 }}
        spacing="md"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
      >
        {principles.map((principle, index) => {
          const PrincipleIcon = principleIcons[index % principleIcons.length] ?? RespectIcon;
          return (
            <Paper component="li" key={principle.title} withBorder p="lg" className={classes.card}>
              <Stack gap="sm">
                <Group justify="space-between" align="flex-start">
                  <PrincipleIcon />
                  <span className={classes.number} aria-hidden>
                    {String(index + 1).padStart(2, '0')}
                  </span>
                </Group>
                <Title order={3} fz="lg">
                  {principle.title}
                </Title>
                <Text lh={1.75}>{principle.text}</Text>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>

      <Text lh={1.8}>{t('philosophy.closing')}</Text>
    </Stack>
  );
}
