import '@mantine/core/styles/SimpleGrid.css';
import { SimpleGrid, Text } from '@mantine/core';

/** Labelled values as a description list, two columns from the tablet width up; empty ones read "-". */
export function FactList({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" fz="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {value || '-'}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
