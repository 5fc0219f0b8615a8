import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSiteInfo } from '../../../api/site-info';
import { AreaTabs } from '../components/area-tabs';
import { contentNs } from '../content/catalogue-pages';
import type { ListContent } from '../content/page-content';

/** KAT is arranged by phone or e-mail only (spec-1 §1): the page explains it and gives the contacts. */
export default function KatPage() {
  const { t } = useTranslation([contentNs('testing'), 'catalogue']);
  const site = useSiteInfo();
  const content = t('lists.testingKat', { returnObjects: true }) as ListContent;
  return (
    <Container size="lg" py="xl">
      <AreaTabs set="testing" />
      <Stack gap="md" maw={760}>
        <Text fz="lg" lh={1.7}>
          {content.lead}
        </Text>
        {content.paragraphs?.map((paragraph) => (
          <Text key={paragraph} lh={1.8}>
            {paragraph}
          </Text>
        ))}
        <Paper withBorder p="lg" mt="md" bg="brand.0">
          <Title order={2} fz="h4" mb="xs">
            {t('catalogue:kat.contactTitle')}
          </Title>
          <Text mb="sm">{t('catalogue:kat.contactLead')}</Text>
          {site.data && (
            <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}>
              <Text component="dt" fw={700}>
                {t('catalogue:kat.phone')}
              </Text>
              <dd style={{ margin: 0 }}>
                <Anchor href={`tel:${site.data.phone}`}>{site.data.phone}</Anchor>
              </dd>
              <Text component="dt" fw={700}>
                {t('catalogue:kat.email')}
              </Text>
              <dd style={{ margin: 0 }}>
                <Anchor href={`mailto:${site.data.email}`}>{site.data.email}</Anchor>
              </dd>
            </dl>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
