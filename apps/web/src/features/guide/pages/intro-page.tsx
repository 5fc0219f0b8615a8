import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompetencyModel } from '../components/competency-model';
import { CalendarIcon, CounselIcon, DiagnosisIcon, FlagIcon } from '../components/flow-icons';
import { IntroHero } from '../components/intro-hero';
import { ProductCards } from '../components/product-cards';
import { type Step, StepList } from '../components/step-list';

const serviceSteps = [
  { key: 'reservation', Icon: CalendarIcon },
  { key: 'diagnosis', Icon: DiagnosisIcon },
  { key: 'coaching', Icon: CounselIcon },
  { key: 'activity', Icon: FlagIcon },
];

function Section({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} id={id} fz={{ base: 22, sm: 26 }}>
        {title}
      </Title>
      <Text c="dimmed" mt="xs" mb="lg">
        {lead}
      </Text>
      {children}
    </section>
  );
}

/** Introduction (spec-1 §2): the hero, the products, the creative competency model and the four steps. */
export default function IntroPage() {
  const { t } = useTranslation('guide');
  const steps: Step[] = serviceSteps.map(({ key, Icon }) => ({
    key,
    Icon,
    title: t(`intro.steps.items.${key}.title`),
    text: t(`intro.steps.items.${key}.text`),
  }));
  return (
    <Container size="lg" py="xl">
      <Stack gap={56}>
        <IntroHero />
        <Section id="intro-products" title={t('intro.products.title')} lead={t('intro.products.lead')}>
          <ProductCards />
        </Section>
        <Section id="intro-model" title={t('intro.model.title')} lead={t('intro.model.lead')}>
          <CompetencyModel />
        </Section>
        <Section id="intro-steps" title={t('intro.steps.title')} lead={t('intro.steps.lead')}>
          <StepList steps={steps} columns={4} />
        </Section>
      </Stack>
    </Container>
  );
}
