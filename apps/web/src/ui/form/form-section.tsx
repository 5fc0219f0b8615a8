import { Paper, Stack, Title } from '@mantine/core';
import { type ReactNode, useId } from 'react';

/** One titled part of a long form (the applications): a region screen-reader users can jump to. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby={headingId}>
      <Title order={2} fz="lg" id={headingId} mb="md">
        {title}
      </Title>
      <Stack>{children}</Stack>
    </Paper>
  );
}
