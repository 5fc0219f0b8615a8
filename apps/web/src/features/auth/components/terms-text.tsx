import '@mantine/core/styles/Table.css';
import { Box, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Article = { heading: string; paragraphs: string[] };
type PrivacyRow = { purpose: string; items: string; retention: string };

/** The terms of service, in a scrollable region that keyboard users can focus and scroll too. */
export function TermsOfService() {
  const { t } = useTranslation(['auth_terms', 'auth']);
  const articles = t('tos.articles', { returnObjects: true }) as Article[];
  return (
    <Box role="region" tabIndex={0} aria-label={t('tos.title')} mah={260} style={{ overflowY: 'auto' }}>
      <Stack gap="xs" p="sm">
        <Text fz="sm" c="dimmed">
          {t('tos.effective')}
        </Text>
        {articles.map((article) => (
          <div key={article.heading}>
            <Title order={3} fz="sm">
              {article.heading}
            </Title>
            {article.paragraphs.map((paragraph) => (
              <Text key={paragraph} fz="sm">
                {paragraph}
              </Text>
            ))}
          </div>
        ))}
      </Stack>
    </Box>
  );
}

/** What is collected, why and for how long (개인정보 수집·이용 동의). */
export function PrivacyConsent() {
  const { t } = useTranslation(['auth_terms', 'auth']);
  const rows = t('privacy.rows', { returnObjects: true }) as PrivacyRow[];
  return (
    <Stack gap="xs" p="sm">
      <Text fz="sm">{t('privacy.intro')}</Text>
      <Table withTableBorder fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('auth:join.purpose')}</Table.Th>
            <Table.Th>{t('auth:join.items')}</Table.Th>
            <Table.Th>{t('auth:join.retention')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.purpose}>
              <Table.Td>{row.purpose}</Table.Td>
              <Table.Td>{row.items}</Table.Td>
              <Table.Td>{row.retention}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fz="sm" c="dimmed">
        {t('privacy.refusal')}
      </Text>
    </Stack>
  );
}
