import { Button, Group, Stack, Text } from '@mantine/core';
import type { TSessionUser } from '@putt/contract/auth';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { displayName } from '../display-name';
import { useSignOut } from '../use-sign-out';

/** What /Login (and the home login box) shows to someone already logged in. */
export function LoggedInBox({ user }: { user: TSessionUser }) {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  const mypage = user.orgId ? pathOf('orgOrders') : pathOf('personalOrders');
  return (
    <Stack align="center" gap="md">
      <Text>{t('login.loggedInAs', { name: displayName(user, t('displayName.none')) })}</Text>
      <Group>
        <Button component={Link} to={mypage} variant="light">
          {t('login.goMypage')}
        </Button>
        <Button variant="default" onClick={() => void signOut()}>
          {t('login.logout')}
        </Button>
      </Group>
    </Stack>
  );
}
