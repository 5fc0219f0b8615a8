import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A member's state in words (the colour only repeats it): withdrawn, locked, or active. */
export function MemberStateBadges({ locked, withdrawn }: { locked: boolean; withdrawn: boolean }) {
  const { t } = useTranslation('admin_accounts');
  const badge = (state: 'active' | 'locked' | 'withdrawn', color: string) => (
    <Badge key={state} variant="light" color={color} c="dark.8" style={{ textTransform: 'none' }}>
      {t(`states.${state}`)}
    </Badge>
  );
  if (!locked && !withdrawn) return badge('active', 'teal');
  return (
    <Group gap={4} wrap="nowrap">
      {withdrawn && badge('withdrawn', 'gray')}
      {locked && badge('locked', 'red')}
    </Group>
  );
}
