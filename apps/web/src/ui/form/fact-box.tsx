import { Group, Paper, Stack, Text } from '@mantine/core';

/** Label and value pairs on a grey panel, as a description list (a form's fixed facts: the account to pay into). */
export function FactBox({ rows }: { rows: readonly (readonly [string, string])[] }) {
  return (
    <Paper bg="gray.0" p="md">
      <Stack gap={6} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="flex-start">
            <Text component="dt" fz="sm" fw={700} miw={96}>
              {label}
            </Text>
            <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
