import '@mantine/core/styles/Table.css';
import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/** Labelled values as a two-column table: each label heads its row, so screen readers pair them. */
export function FactTable({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <Table variant="vertical" layout="fixed" withTableBorder verticalSpacing="xs">
      <Table.Tbody>
        {facts.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" w={150} fw={600}>
              {label}
            </Table.Th>
            <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
