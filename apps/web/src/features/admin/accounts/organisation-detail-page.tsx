import { Anchor, Group } from '@mantine/core';
import { adminPath } from '@putt/contract/admin-routes';
import type { TAdminOrganisation } from '@putt/contract/admin/accounts';
import { formatDateTime } from '@putt/contract/format';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../ui/states';
import { useAdminQuery } from '../api/admin-api';
import { AdminDetail } from '../ui/admin-detail';
import { AdminPage } from '../ui/admin-page';
import { DetailList } from '../ui/detail-list';
import { AccountOrders } from './account-orders';
import { AccountSection } from './account-section';
import { MemberActions } from './member-actions';
import { MemberStateBadges } from './member-state-badges';
import { AdminTable } from '../ui/admin-table';

/** /Admin/Organisations/:id: an organisation's data, its members (with their actions) and its orders. */
export default function OrganisationDetailPage() {
  const { t } = useTranslation(['admin_accounts', 'admin']);
  const id = useParams().id ?? '';
  const query = useAdminQuery('adminGetOrganisation', { id });

  return (
    <AdminDetail
      query={query}
      title={t('organisation.title')}
      list="adminOrganisations"
      loadFailed="admin_accounts:organisation.loadFailed"
    >
      {(organisation, back) => (
        <AdminPage title={`${t('organisation.title')}: ${organisation.name}`} actions={back}>
          <AccountSection title={t('organisation.facts')}>
            <DetailList items={organisationFacts(organisation, t)} />
          </AccountSection>
          <AccountSection title={t('organisation.members')}>
            <Members members={organisation.members} />
          </AccountSection>
          <AccountOrders orders={organisation.orders} />
        </AdminPage>
      )}
    </AdminDetail>
  );
}

function organisationFacts(organisation: TAdminOrganisation, t: TFunction): [string, ReactNode][] {
  return [
    [t('organisations.name'), organisation.name],
    [t('organisations.orgId'), organisation.orgId],
    [t('organisations.type'), t(`orgTypes.${organisation.type}`)],
    [t('organisation.president'), organisation.president],
    [
      t('organisation.address'),
      [
        organisation.postCode && `(${organisation.postCode})`,
        organisation.address,
        organisation.addressDetail,
      ]
        .filter(Boolean)
        .join(' '),
    ],
    [t('organisation.phoneNumber'), organisation.phoneNumber],
    [t('organisation.dept'), organisation.dept],
    [t('organisations.deptPersonName'), organisation.deptPersonName],
    [t('organisation.deptPersonPhoneNumber'), organisation.deptPersonPhoneNumber],
    [t('organisations.email'), organisation.email],
    [t('organisation.description'), organisation.description],
    [t('organisations.registered'), formatDateTime(organisation.created)],
  ];
}

function Members({ members }: { members: TAdminOrganisation['members'] }) {
  const { t } = useTranslation(['admin_accounts', 'admin']);
  if (members.length === 0) return <EmptyState message={t('organisation.membersEmpty')} />;
  return (
    <AdminTable
      caption={t('organisation.members')}
      rows={members}
      rowKey={(member) => member.id}
      columns={[
        {
          key: 'uid',
          label: t('members.uid'),
          render: (member) => (
            <Anchor component={Link} to={adminPath('adminMemberDetail', { id: member.id })}>
              {member.uid}
            </Anchor>
          ),
        },
        { key: 'name', label: t('members.name'), render: (member) => member.name },
        { key: 'type', label: t('members.type'), render: (member) => t(`memberTypes.${member.type}`) },
        { key: 'email', label: t('members.email'), render: (member) => member.email },
        { key: 'phone', label: t('member.phoneNumber'), render: (member) => member.phoneNumber },
        {
          key: 'state',
          label: t('members.state'),
          render: (member) => <MemberStateBadges locked={member.locked} withdrawn={false} />,
        },
        { key: 'created', label: t('created'), render: (member) => formatDateTime(member.created) },
        {
          key: 'actions',
          label: t('organisation.memberActions'),
          render: (member) => (
            <Group gap={4} wrap="nowrap">
              <MemberActions member={{ ...member, withdrawn: false }} compact />
            </Group>
          ),
        },
      ]}
    />
  );
}
