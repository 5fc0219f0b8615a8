import { Button, Group, Stack, Title } from '@mantine/core';
import type { TOrgUser } from '@putt/contract/org-users';
import { pathOf } from '@putt/contract/routes';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../session/session';
import { Pager } from '../../../ui/list/pager';
import { useListParams } from '../../../ui/list/use-list-params';
import { EmptyState, ErrorState, LoadingState } from '../../../ui/states';
import { useOrgUsers } from '../api/org-users';
import { DeleteUserDialog } from '../components/delete-user-dialog';
import { OrgInfoBlock } from '../components/org-info-block';
import { OrgUserDialog } from '../components/org-user-dialog';
import { OrgUserTable } from '../components/org-user-table';
import { PasswordChangeDialog } from '../../../session/password-change-dialog';

/**
 * Organisation user management (/Mypage/User/Org, spec-2 §2 screen 1): the organisation block,
 * the users 10 a page with their detail dialog, the signed-in user's own password change, and for
 * the organisation admin only (decision 015) adding and deleting users. The page lives in the address.
 */
export default function OrgUsersPage() {
  const { t } = useTranslation('org-users');
  const session = useSession();
  const me = session.status === 'signedIn' ? session.user : undefined;
  const isAdmin = session.status === 'signedIn' && session.role === 'orgAdmin';
  const { page, setPage } = useListParams();
  const list = useOrgUsers({ page });
  const [detail, setDetail] = useState<TOrgUser | null>(null);
  const [deleting, setDeleting] = useState<TOrgUser | null>(null);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const headingId = useId();

  const canDelete = (row: TOrgUser) => isAdmin && row.type === 'user' && row.uid !== me?.uid;

  let body: ReactNode;
  if (list.isPending) body = <LoadingState label={t('list.loading')} />;
  else if (list.isError)
    body = <ErrorState message={t('list.loadFailed')} onRetry={() => void list.refetch()} />;
  else {
    const { Items, hasNext } = list.data;
    const pager = (
      <Pager
        page={list.data.page}
        hasNext={hasNext}
        onPage={setPage}
        labels={{
          nav: t('list.pager.nav'),
          previous: t('list.pager.previous'),
          next: t('list.pager.next'),
          current: t('list.pager.current', { page: list.data.page }),
        }}
      />
    );
    body = (
      <>
        {Items.length === 0 ? (
          <EmptyState message={t('list.empty')} />
        ) : (
          <OrgUserTable
            rows={Items}
            page={list.data.page}
            myUid={me?.uid}
            canDelete={canDelete}
            onDetail={setDetail}
            onDelete={setDeleting}
          />
        )}
        {/* an emptied later page (its last user deleted) still leads back */}
        {(Items.length > 0 || list.data.page > 1) && pager}
      </>
    );
  }

  // spec-2 §6: organisation pages need the organisation's data in the session
  const hasOrganisation = !!me?.orgId;
  return (
    <Stack gap="lg">
      <OrgInfoBlock
        organisation={hasOrganisation ? list.data?.organisation : undefined}
        loading={session.status === 'loading' || (hasOrganisation && list.isPending)}
      />
      <Stack component="section" aria-labelledby={headingId} gap="md">
        <Group justify="space-between" align="center">
          <Title order={2} fz="lg" id={headingId}>
            {t('list.heading')}
          </Title>
          <Group gap="xs">
            <Button variant="default" onClick={() => setPasswordOpen(true)}>
              {t('actions.changePassword')}
            </Button>
            {isAdmin && (
              <Button component={Link} to={pathOf('orgUserRegister')}>
                {t('actions.add')}
              </Button>
            )}
          </Group>
        </Group>
        <Stack gap="md" aria-busy={list.isPlaceholderData}>
          {body}
        </Stack>
      </Stack>
      <OrgUserDialog user={detail} onClose={() => setDetail(null)} />
      {isAdmin && list.data && (
        <DeleteUserDialog
          orgId={list.data.organisation.orgId}
          user={deleting}
          onClose={() => setDeleting(null)}
        />
      )}
      <PasswordChangeDialog opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
    </Stack>
  );
}
