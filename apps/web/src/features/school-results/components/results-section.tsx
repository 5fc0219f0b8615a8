import { Stack, Title } from '@mantine/core';
import type { TInstrumentResults } from '@putt/contract/school-results';
import type { ReactNode } from 'react';
import type { Unit } from '../units';

/** What each part of an instrument's results is given: the results, their columns, its heading's id. */
export type PartProps = { results: TInstrumentResults; units: Unit[]; headingId: string };

/** A part of an instrument's results: a region named by its heading. */
export function ResultsSection({
  headingId,
  title,
  children,
}: {
  headingId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="md" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
