import '@mantine/core/styles/SimpleGrid.css';
import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AreaTabs } from '../components/area-tabs';
import { contentNs } from '../content/catalogue-pages';
import type { ListContent } from '../content/page-content';

type CertCard = { title: string; description: string };

function Seal({ level }: { level: number }) {
  const colours = ['#3a7fbd', '#1c4e80', '#0d2b4a'];
  return (
    <svg viewBox="0 0 64 64" width={56} height={56} aria-hidden>
      <circle cx={32} cy={28} r={22} fill={colours[level]} />
      <circle cx={32} cy={28} r={15} fill="none" stroke="#f2c94c" strokeWidth={3} />
      <path d="M22 46 L18 62 L32 54 L46 62 L42 46" fill={colours[level]} />
    </svg>
  );
}

/** Certificate management: three cards, information only (spec-1 §2: not clickable). */
export default function CertPage() {
  const { t } = useTranslation([contentNs('expert'), 'catalogue']);
  const content = t('lists.cert', { returnObjects: true }) as ListContent;
  const cards = t('certCards', { returnObjects: true }) as CertCard[];
  return (
    <Container size="lg" py="xl">
      <AreaTabs set="expert" />
      <Stack gap="xs" mb="xl" maw={760}>
        <Text fz="lg" lh={1.7}>
          {content.lead}
        </Text>
        {content.paragraphs?.map((paragraph) => (
          <Text key={paragraph} c="dimmed" lh={1.8}>
            {paragraph}
          </Text>
        ))}
      </Stack>
      <Title order={2} fz="h3" mb="md">
        {t('catalogue:cert.cardsTitle')}
      </Title>
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {cards.map((card, index) => (
          <Paper component="li" key={card.title} withBorder p="lg" radius="md">
            <Seal level={index} />
            <Title order={3} fz="h4" mt="sm">
              {card.title}
            </Title>
            <Text mt="xs" lh={1.7}>
              {card.description}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
      <Text c="dimmed" fz="sm" mt="lg">
        {t('catalogue:cert.notice')}
      </Text>
    </Container>
  );
}
