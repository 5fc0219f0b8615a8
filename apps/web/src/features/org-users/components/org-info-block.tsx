import '@mantine/core/styles/Alert.css';
import { Alert, Paper, Title } from '@mantine/core';
import type { TOrgInfo } from '@putt/contract/org-users';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../../ui/states';
import { FactList } from './fact-list';

type Props = {
  organisation: TOrgInfo | undefined;
  /** the organisation is on its way (with the first page of users) */
  loading: boolean;
};

/**
 * The organisation block of spec-2 §2 screen 1: ID, name, representative and type; without the
 * organisation's data, the notice that it cannot be displayed.
 */
export function OrgInfoBlock({ organisation, loading }: Props) {
  const { t } = useTranslation('org-users');
  const headingId = useId();
  let body;
  if (organisation)
    body = (
      <FactList
        facts={[
          [t('org.orgId'), organisation.orgId],
          [t('org.name'), organisation.name],
          [t('org.president'), organisation.president],
          [t('org.type'), t(`org.types.${organisation.type}`)],
        ]}
      />
    );
  else if (loading) body = <LoadingState />;
  // a notice, not an error: the users below may well be shown
  else
    body = (
      <Alert color="yellow" role="status">
        {t('org.unavailable')}
      </Alert>
    );
  return (
    <Paper component="section" withBorder p="lg" aria-labelledby={headingId}>
      <Title order={2} fz="lg" mb="sm" id={headingId}>
        {t('org.heading')}
      </Title>
      {body}
    </Paper>
  );
}
