import '@mantine/core/styles/Paper.css';
import { Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One card of the settings page: its heading, what it is used for, its own form. */
export function SettingsSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      {/* focusable by script: the demo checklist's links land here */}
      <Title order={2} size="h4" id={id} tabIndex={-1}>
        {title}
      </Title>
      <Text c="dimmed" size="sm" mt={4} mb="md">
        {description}
      </Text>
      {children}
    </Paper>
  );
}
