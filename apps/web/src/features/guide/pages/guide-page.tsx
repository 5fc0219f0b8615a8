import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { pathOf, type RouteKey } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkTabs } from '../../../ui/link-tabs';
import { useCurrentRoute } from '../../../ui/use-current-route';
import { InfoIcon } from '../components/flow-icons';
import { type Audience, flowActions, flows } from '../components/guide-flows';
import { type Step, StepList } from '../components/step-list';
import classes from './guide-page.module.css';

const tabs: { audience: Audience; route: RouteKey }[] = [
  { audience: 'individual', route: 'guideIndividual' },
  { audience: 'org', route: 'guideOrg' },
];

/** Usage guides (spec-1 §1, §2): one page for both audiences, switched by two tab links. */
export default function GuidePage() {
  const { t } = useTranslation('guide');
  const audience: Audience = useCurrentRoute()?.key === 'guideOrg' ? 'org' : 'individual';
  const steps: Step[] = flows[audience].map(({ key, Icon }) => ({
    key,
    Icon,
    title: t(`guide.${audience}.steps.${key}.title`),
    text: t(`guide.${audience}.steps.${key}.text`),
  }));
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <LinkTabs
          label={t('guide.tabsLabel')}
          tabs={tabs.map((tab) => ({ to: pathOf(tab.route), label: t(`guide.tabs.${tab.audience}`) }))}
        />
        <section aria-labelledby="guide-flow">
          <Title order={2} id="guide-flow" fz={{ base: 22, sm: 26 }}>
            {t(`guide.${audience}.title`)}
          </Title>
          <Text c="dimmed" mt="xs" mb="lg">
            {t(`guide.${audience}.lead`)}
          </Text>
          <StepList steps={steps} columns={4} />
        </section>
        <div className={classes.note} role="note" aria-labelledby="guide-payment">
          <span className={classes.noteIcon}>
            <InfoIcon />
          </span>
          <div>
            <Text fw={700} id="guide-payment">
              {t('guide.payment.title')}
            </Text>
            <Text fz="sm" mt={4}>
              {t('guide.payment.text')}
            </Text>
          </div>
        </div>
        <Group gap="sm" justify="center">
          {flowActions[audience].map(({ key, route, params }, index) => (
            <Button
              key={key}
              component={Link}
              to={pathOf(route, params)}
              variant={index === 0 ? 'filled' : 'outline'}
              size="md"
              className={classes.action}
            >
              {t(`guide.actions.${key}`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Container>
  );
}
