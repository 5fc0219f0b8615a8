import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '@putt/contract/format';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TableScroll } from '../../../ui/list/table-scroll';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useMyPrivacy } from '../api/my-privacy';
import { ExamineeErasure } from '../components/examinee-erasure';
import { MyDataDownload } from '../components/my-data-download';
import { ProcessingAgreement } from '../components/processing-agreement';
import { useSession } from '../../../session/session';

/**
 * /Mypage/Privacy (issue 44, decision 041): an individual downloads everything held about them and
 * their examinees, asks to erase an examinee's data early, and follows those requests; an
 * organisation's members find the school's processing agreement.
 */
export default function MyPrivacyPage() {
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  if (session.role !== 'individual') {
    return (
      <Stack gap="xl">
        <ProcessingAgreement isAdmin={session.role === 'orgAdmin'} />
        <PolicyLink />
      </Stack>
    );
  }
  return <IndividualPrivacy />;
}

function PolicyLink() {
  const { t } = useTranslation('privacy');
  return (
    <Text size="sm" c="dimmed">
      {t('policy')}{' '}
      <Anchor component={Link} to={pathOf('privacy')} underline="always">
        {t('policyLink')}
      </Anchor>
    </Text>
  );
}

function IndividualPrivacy() {
  const { t } = useTranslation('privacy');
  const query = useMyPrivacy();

  const erasure = () => {
    if (query.isPending) return <LoadingState />;
    if (query.isError) return <ErrorState message={t('loadFailed')} onRetry={() => void query.refetch()} />;
    if (query.data.examinees.length === 0) return <EmptyState message={t('erase.empty')} />;
    return query.data.examinees.map((person) => <ExamineeErasure key={person.SK} person={person} />);
  };

  return (
    <Stack gap="xl">
      <MyDataDownload />
      <Stack gap="sm" component="section" aria-labelledby="erase-title">
        <Title order={2} fz="lg" id="erase-title">
          {t('erase.title')}
        </Title>
        <Text>{t('erase.lead')}</Text>
        {erasure()}
      </Stack>
      {query.data && query.data.requests.length > 0 && (
        // the table's scrolling region carries the title: the section is no second landmark of it
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {t('requests.title')}
          </Title>
          <TableScroll label={t('requests.title')}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('requests.requestedAt')}</Table.Th>
                  <Table.Th scope="col">{t('requests.examinees')}</Table.Th>
                  <Table.Th scope="col">{t('requests.state')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {query.data.requests.map((request) => (
                  <Table.Tr key={request.requestedAt}>
                    <Table.Td>{formatDateTime(request.requestedAt)}</Table.Td>
                    <Table.Td>{request.examinees}</Table.Td>
                    <Table.Td>
                      {request.doneAt
                        ? t('requests.done', { at: formatDateTime(request.doneAt) })
                        : t('requests.waiting')}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </TableScroll>
        </Stack>
      )}
      <PolicyLink />
    </Stack>
  );
}
