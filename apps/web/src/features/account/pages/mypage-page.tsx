import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { pathOf, type RouteKey } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../session/session';

/** My page's front: who you are, and the way to each of your pages (the sidebar lists them too). */
export default function MypagePage() {
  const { t } = useTranslation(['account', 'routes']);
  const session = useSession();
  if (session.status !== 'signedIn') return null;
  const { user, role } = session;
  const isOrgUser = role !== 'individual';
  const links: RouteKey[] = isOrgUser
    ? [
        'orgRequestList',
        'orgOrders',
        'orgPurchaseList',
        'orgResults',
        'mypageCounselling',
        'orgUsers',
        'mypagePrivacy',
        'mypageModify',
      ]
    : ['personalOrders', 'mypageCounselling', 'mypageExpert', 'mypagePrivacy', 'mypageModify'];
  return (
    <Paper withBorder p="xl">
      <Stack>
        <Title order={2} fz="xl">
          {t('home.greeting', { name: user.name || user.uid })}
        </Title>
        <Text c="dimmed">
          {isOrgUser
            ? t('home.orgLine', {
                org: user.orgName,
                role: t(role === 'orgAdmin' ? 'home.roleAdmin' : 'home.roleUser'),
              })
            : t('home.personalLine')}
        </Text>
        <Group>
          {links.map((key) => (
            <Button key={key} component={Link} to={pathOf(key)} variant="light">
              {t(`routes:${key}.title`)}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
