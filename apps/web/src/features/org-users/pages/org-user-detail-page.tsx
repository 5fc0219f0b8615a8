import { Button, Group, Paper, Stack } from '@mantine/core';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useOrgUser } from '../api/org-users';
import { OrgUserFacts } from '../components/org-user-facts';

/** Another organisation's user and a missing one answer alike (NOT_FOUND); an SK that cannot be one is invalid. */
const isMissing = (error: unknown) =>
  error instanceof ApiError && (error.code === ErrorCode.NOT_FOUND || error.code === ErrorCode.INVALID_DATA);

function BackToList() {
  const { t } = useTranslation('org-users');
  return (
    <Group justify="center">
      <Button component={Link} to={pathOf('orgUsers')} variant="default">
        {t('detail.backToList')}
      </Button>
    </Group>
  );
}

/** One user of the organisation (/Mypage/User/Org/Detail/{SK}, SK = the login id, decision 015). */
export default function OrgUserDetailPage() {
  const { t } = useTranslation('org-users');
  const { SK = '' } = useParams();
  const member = useOrgUser(SK);

  if (member.isPending) return <LoadingState />;
  if (member.isError)
    return (
      <Stack>
        {isMissing(member.error) ? (
          <ErrorState message={t('detail.notFound')} />
        ) : (
          <ErrorState message={t('detail.loadFailed')} onRetry={() => void member.refetch()} />
        )}
        <BackToList />
      </Stack>
    );
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg">
        <OrgUserFacts user={member.data.Item} />
      </Paper>
      <BackToList />
    </Stack>
  );
}
