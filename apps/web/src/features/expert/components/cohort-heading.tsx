import { Text, Title, type TitleOrder } from '@mantine/core';
import type { TOpenCohort } from '@putt/contract/expert-courses';
import { useTranslation } from 'react-i18next';

type Props = {
  cohort: Pick<TOpenCohort, 'course' | 'name'>;
  /** 2 on the enrolment page, 3 on the cards of the course list */
  order: TitleOrder;
  /** the id the card or section is labelled by */
  id: string;
};

/** A cohort as a heading: its course's name, and the cohort's own name under it. */
export function CohortHeading({ cohort, order, id }: Props) {
  const { t } = useTranslation('expert');
  return (
    <div>
      <Title order={order} fz="lg" id={id}>
        {t(`courses.${cohort.course}`)}
      </Title>
      <Text fz="sm" c="dimmed">
        {cohort.name}
      </Text>
    </div>
  );
}
