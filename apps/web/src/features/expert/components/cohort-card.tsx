import { Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { TOpenCohort } from '@putt/contract/expert-courses';
import { pathOf } from '@putt/contract/routes';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Facts } from '../../../ui/facts';
import { useCohortFacts } from './cohort-facts';
import { CohortHeading } from './cohort-heading';

/**
 * One cohort taking enrolments: the course, its schedule, fee and seats, and the way to enrol
 * (or a word that the member has applied already).
 */
export function CohortCard({ cohort, applied }: { cohort: TOpenCohort; applied: boolean }) {
  const { t } = useTranslation('expert');
  const headingId = useId();
  const facts = useCohortFacts();
  const course = t(`courses.${cohort.course}`);
  const full = cohort.seatsLeft <= 0;
  // the button's name says which course: every card has one
  const which = <VisuallyHidden>{` (${course} ${cohort.name})`}</VisuallyHidden>;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} component="article" aria-labelledby={headingId}>
      <Stack gap="md">
        <CohortHeading cohort={cohort} order={3} id={headingId} />
        <Facts facts={facts(cohort)} />
        {applied ? (
          <Text fz="sm" fw={500}>
            {t('cohort.applied')}
          </Text>
        ) : (
          <Group justify="flex-end">
            {full ? (
              <Button disabled>
                {t('cohort.enrol')}
                {which}
              </Button>
            ) : (
              <Button component={Link} to={pathOf('mypageExpertApply', { cohortId: cohort.id })}>
                {t('cohort.enrol')}
                {which}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
