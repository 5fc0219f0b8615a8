import { Anchor, Group } from '@mantine/core';
import { pathOf, type RouteKey } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../session/session';
import { useSignOut } from '../../features/auth/use-sign-out';

/**
 * Login-dependent links of the header (spec-1 §2): join, organisation registration request and
 * login for visitors; my page (organisation members to their order page) and logout for members.
 */
export function AccountLinks() {
  const { t } = useTranslation();
  const session = useSession();
  const signOut = useSignOut();
  if (session.status === 'loading') return <Group gap="md" h={22} />;
  const link = (route: RouteKey, label: string) => (
    <Anchor component={Link} to={pathOf(route)} c="dark" fz="sm">
      {label}
    </Anchor>
  );
  if (session.status === 'signedIn') {
    return (
      <Group gap="md">
        {link(session.role === 'individual' ? 'personalOrders' : 'orgOrders', t('account.mypage'))}
        <Anchor component="button" type="button" c="dark" fz="sm" onClick={() => void signOut()}>
          {t('account.logout')}
        </Anchor>
      </Group>
    );
  }
  return (
    <Group gap="md">
      {link('login', t('account.login'))}
      {link('join', t('account.join'))}
      {link('requestOrgRegist', t('account.requestOrgRegist'))}
    </Group>
  );
}
