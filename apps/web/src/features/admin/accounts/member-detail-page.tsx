import { Alert, Anchor, Group } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminMember } from '@putt/contract/admin/accounts';
import { formatDateTime } from '@putt/contract/format';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useAdminQuery } from '../api/admin-api';
import { AdminDetail } from '../ui/admin-detail';
import { AdminPage } from '../ui/admin-page';
import { DetailList } from '../ui/detail-list';
import { AccountOrders } from './account-orders';
import { AccountSection } from './account-section';
import { MemberActions } from './member-actions';
import { MemberStateBadges } from './member-state-badges';

/** /Admin/Members/:id: a member's data, state and orders; lock, unlock and password reset. */
export default function MemberDetailPage() {
  const { t } = useTranslation(['admin_accounts', 'admin']);
  const id = useParams().id ?? '';
  const query = useAdminQuery('adminGetMember', { id });

  return (
    <AdminDetail
      query={query}
      title={t('member.title')}
      list="adminMembers"
      loadFailed="admin_accounts:member.loadFailed"
    >
      {(member, back) => {
        const locked = member.lockedAt !== null;
        const withdrawn = member.withdrawnAt !== null;
        return (
          <AdminPage
            title={`${t('member.title')}: ${member.uid}`}
            actions={
              <Group gap="xs" wrap="wrap">
                <MemberActions member={{ ...member, locked, withdrawn }} />
                {back}
              </Group>
            }
          >
            {withdrawn ? (
              <Alert color="gray" variant="light">
                {t('member.withdrawnNotice')}
              </Alert>
            ) : (
              locked && (
                <Alert color="red" variant="light">
                  {t('member.lockedNotice')}
                </Alert>
              )
            )}
            <AccountSection title={t('member.facts')}>
              <DetailList items={memberFacts(member, t)} />
            </AccountSection>
            <AccountOrders orders={member.orders} />
          </AdminPage>
        );
      }}
    </AdminDetail>
  );
}

function memberFacts(member: TAdminMember, t: TFunction): [string, ReactNode][] {
  const { organisation } = member;
  const facts: [string, ReactNode][] = [
    [
      t('members.state'),
      <MemberStateBadges
        key="state"
        locked={member.lockedAt !== null}
        withdrawn={member.withdrawnAt !== null}
      />,
    ],
    [t('members.uid'), member.uid],
    [t('members.type'), t(`memberTypes.${member.type}`)],
    [t('members.name'), member.name],
    [t('members.email'), member.email],
    [t('member.phoneNumber'), member.phoneNumber],
  ];
  if (organisation) {
    facts.push(
      [
        t('members.organisation'),
        <Anchor
          key="organisation"
          component={Link}
          to={adminPath('adminOrganisationDetail', { id: organisation.id })}
        >
          {`${organisation.name} (${organisation.orgId})`}
        </Anchor>,
      ],
      [t('member.role'), member.role],
      [t('member.position'), member.position],
    );
  }
  facts.push([t('member.description'), member.description], [t('created'), formatDateTime(member.created)]);
  if (member.mustChangePassword)
    facts.push([t('member.mustChangePassword'), t('member.mustChangePasswordYes')]);
  if (member.lockedAt !== null) facts.push([t('member.lockedAt'), formatDateTime(member.lockedAt)]);
  if (member.withdrawnAt !== null) facts.push([t('member.withdrawnAt'), formatDateTime(member.withdrawnAt)]);
  return facts;
}
