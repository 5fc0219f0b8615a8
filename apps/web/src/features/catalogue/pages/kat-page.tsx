import { Anchor, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteInfo } from '../../../api/site-info';
import { AreaTabs } from '../components/area-tabs';
import { contentNs } from '../content/catalogue-pages';
import type { ListContent } from '../content/page-content';

/**
 * The phone and e-mail to arrange a KAT with. A production site leaves out its demo values
 * (decision 033): without either, the inquiry page is where to ask.
 */
function KatContacts({ phone, email }: { phone: string | null; email: string | null }) {
  const { t } = useTranslation('catalogue');
  if (!phone && !email)
    return (
      <Anchor component={Link} to={pathOf('inquiry')}>
        {t('kat.inquiry')}
      </Anchor>
    );
  return (
    <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 16px' }}>
      {phone && <ContactRow label={t('kat.phone')} href={`tel:${phone}`} value={phone} />}
      {email && <ContactRow label={t('kat.email')} href={`mailto:${email}`} value={email} />}
    </dl>
  );
}

function ContactRow({ label, href, value }: { label: string; href: string; value: string }) {
  return (
    <>
      <Text component="dt" fw={700}>
        {label}
      </Text>
      <dd style={{ margin: 0 }}>
        <Anchor href={href}>{value}</Anchor>
      </dd>
    </>
  );
}

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
          {site.data && <KatContacts phone={site.data.phone} email={site.data.email} />}
        </Paper>
      </Stack>
    </Container>
  );
}
