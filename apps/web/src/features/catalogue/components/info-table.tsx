import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { infoKeys, type PageContent, type TextOrList } from '../content/page-content';

function Value({ value }: { value: TextOrList }) {
  if (typeof value === 'string') return value;
  return (
    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
      {value.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** The program info of spec-1 §3 (purpose, goals, target, ...) as a two-column table. */
export function InfoTable({ info }: { info: PageContent['info'] }) {
  const { t } = useTranslation('catalogue');
  const rows = infoKeys.filter((key) => info?.[key]);
  if (!info || rows.length === 0) return null;
  return (
    <section aria-labelledby="program-info">
      <Title order={3} id="program-info" fz="h4" mb="sm">
        {t('info.title')}
      </Title>
      <Table withTableBorder withColumnBorders verticalSpacing="sm" layout="fixed">
        <Table.Tbody>
          {rows.map((key) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" w={{ base: 96, sm: 160 }} bg="brand.0">
                {t(`info.${key}`)}
              </Table.Th>
              <Table.Td>
                <Value value={info[key]!} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </section>
  );
}
