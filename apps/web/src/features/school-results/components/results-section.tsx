import { Stack, Title } from '@mantine/core';
import type { TInstrumentResults } from '@putt/contract/school-results';
import type { ReactNode } from 'react';
import type { Unit } from '../units';

/**
 * What each part of an instrument's results is given: the results, their columns, its heading's id
 * and the instrument's name (a school with PUTT and TOCC has each part twice: the name tells them
 * apart to screen readers).
 */
export type PartProps = { results: TInstrumentResults; units: Unit[]; headingId: string; family: string };

/** A part of an instrument's results: a region named by the instrument and its heading. */
export function ResultsSection({
  headingId,
  family,
  title,
  children,
}: {
  headingId: string;
  family: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm" component="section" aria-label={`${family}: ${title}`}>
      <Title order={3} fz="md" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
