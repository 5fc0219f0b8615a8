import '@mantine/core/styles/Paper.css';
import { Group, Paper, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A titled part of an organisation's or member's page. Its heading names it; it is no landmark,
 * since a table in it is a region named like it (axe `landmark-unique`).
 */
export function AccountSection({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section">
      <Group justify="space-between" align="baseline" mb="sm" wrap="wrap">
        <Title order={2} size="h4">
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Paper>
  );
}
