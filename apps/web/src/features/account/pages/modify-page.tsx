import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/SimpleGrid.css';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TMemberInfo } from '@putt/contract/auth';
import { pathOf } from '@putt/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useMemberInfo } from '../../../api/member-info';
import { MemberForm } from '../components/member-form';
import { PasswordChangeDialog } from '../../../session/password-change-dialog';

function OrganisationBlock({ org }: { org: NonNullable<TMemberInfo['org']> }) {
  const { t } = useTranslation('account');
  const rows: [string, string][] = [
    [t('modify.orgName'), org.name],
    [t('modify.orgEmail'), org.email],
    [t('modify.orgPhone'), org.phone],
    [t('modify.orgDescription'), org.description],
  ];
  return (
    <Paper withBorder p="lg">
      <Title order={2} fz="lg" mb="sm">
        {t('modify.orgBlock')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" component="dl" m={0}>
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" fz="sm" c="dimmed">
              {label}
            </Text>
            <Text component="dd" m={0}>
              {value || '-'}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}

/** Member info modification (spec-1 §2, §6): what each kind of member may change, and no more. */
export default function ModifyPage() {
  const { t } = useTranslation('account');
  const { data: member, isPending, isError, refetch } = useMemberInfo();
  const [passwordOpen, setPasswordOpen] = useState(false);
  if (isPending) return <LoadingState />;
  if (isError) return <ErrorState message={t('modify.loadFailed')} onRetry={() => void refetch()} />;

  const social = member.type === 'google' || member.type === 'kakao';
  const canChangePassword = member.type === 'custom' || member.type === 'user';
  const canWithdraw = !member.org;
  return (
    <Stack>
      {member.org && <OrganisationBlock org={member.org} />}
      <Paper withBorder p="lg">
        <Title order={2} fz="lg" mb="sm">
          {t('modify.memberBlock')}
        </Title>
        {member.type === 'admin' && <Alert mb="md">{t('modify.adminLocked')}</Alert>}
        {social && <Alert mb="md">{t('modify.socialLocked')}</Alert>}
        <MemberForm member={member} />
      </Paper>
      <Group justify="space-between">
        {canChangePassword ? (
          <Button variant="default" onClick={() => setPasswordOpen(true)}>
            {t('modify.changePassword')}
          </Button>
        ) : (
          <span />
        )}
        {canWithdraw && (
          <Anchor component={Link} to={pathOf('mypageDelete')} c="dimmed" fz="sm">
            {t('modify.withdraw')}
          </Anchor>
        )}
      </Group>
      {canChangePassword && (
        <PasswordChangeDialog opened={passwordOpen} onClose={() => setPasswordOpen(false)} />
      )}
    </Stack>
  );
}
