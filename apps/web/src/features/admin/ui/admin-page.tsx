import { Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useAdminTitle } from './use-admin-title';

/** A back-office page: its heading (also the tab's title), the actions beside it, its content. */
export function AdminPage({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useAdminTitle(title);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap">
        {/* focusable by script: a navigation or a step that takes its button away lands here */}
        <Title order={1} size="h2" tabIndex={-1}>
          {title}
        </Title>
        {actions && <Group gap="xs">{actions}</Group>}
      </Group>
      {children}
    </Stack>
  );
}
