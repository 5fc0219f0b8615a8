import { Anchor, Group } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Login-dependent links of the header (spec-1 §2): what a visitor sees. */
export function AccountLinks() {
  const { t } = useTranslation();
  return (
    <Group gap="md" fz="sm">
      <Anchor component={Link} to={pathOf('login')} c="dark" fz="sm">
        {t('account.login')}
      </Anchor>
      <Anchor component={Link} to={pathOf('join')} c="dark" fz="sm">
        {t('account.join')}
      </Anchor>
      <Anchor component={Link} to={pathOf('requestOrgRegist')} c="dark" fz="sm">
        {t('account.requestOrgRegist')}
      </Anchor>
    </Group>
  );
}
