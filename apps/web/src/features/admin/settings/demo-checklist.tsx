import '@mantine/core/styles/Paper.css';
import { Anchor, Paper, Text, Title } from '@mantine/core';
import type { TCompanySetting } from '@putt/contract/admin/settings';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAdminQuery } from '../api/admin-api';

/** Each setting's label (the settings form's own) and the section of the settings page with its field. */
const places: Record<TCompanySetting, [label: string, section: string]> = {
  representativeKo: ['site.representativeKo', 'settings-site'],
  representativeEn: ['site.representativeEn', 'settings-site'],
  businessNumber: ['site.businessNumber', 'settings-site'],
  mailOrderNumber: ['site.mailOrderNumber', 'settings-site'],
  addressKo: ['site.addressKo', 'settings-site'],
  addressEn: ['site.addressEn', 'settings-site'],
  phone: ['site.phone', 'settings-site'],
  fax: ['site.fax', 'settings-site'],
  email: ['site.email', 'settings-site'],
  bankAccount: ['bank.title', 'settings-bank'],
  partners: ['partners.title', 'settings-partners'],
};

/**
 * A production site's company settings still at their demo values (decision 033): each named with
 * its value and a link to its form. The server lists none outside production, and none once staff
 * have entered every real value: then nothing is drawn.
 */
export function DemoChecklist() {
  const { t } = useTranslation('admin_settings');
  const items = useAdminQuery('adminListDemoSettings', {}).data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      bg="yellow.0"
      component="section"
      aria-labelledby="demo-checklist"
    >
      <Title order={2} size="h4" id="demo-checklist">
        {t('demo.title')}
      </Title>
      <Text size="sm" mt={4} mb="sm">
        {t('demo.lead')}
      </Text>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {items.map(({ setting, value }) => {
          const [label, section] = places[setting];
          return (
            <li key={setting}>
              <Anchor component={Link} to={{ pathname: '/Admin/Settings', hash: section }} underline="always">
                {t(label)}
              </Anchor>
              <Text span c="dimmed">
                {' '}
                {t('demo.current', { value })}
              </Text>
            </li>
          );
        })}
      </ul>
    </Paper>
  );
}
