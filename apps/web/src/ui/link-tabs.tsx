import { Group, UnstyledButton } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import classes from './link-tabs.module.css';

export type LinkTab = { to: string; label: string };

/**
 * A tab bar of pages: each tab is a link (so it can be opened, shared and bookmarked), the current
 * page marked with aria-current. `current` names the active tab when the path alone does not.
 */
export function LinkTabs({ tabs, label, current }: { tabs: LinkTab[]; label: string; current?: string }) {
  const { pathname } = useLocation();
  const active = current ?? pathname;
  return (
    <nav aria-label={label} className={classes.bar}>
      <Group gap={0} wrap="nowrap" className={classes.list}>
        {tabs.map((tab) => (
          <UnstyledButton
            key={tab.to}
            component={Link}
            to={tab.to}
            className={classes.tab}
            aria-current={tab.to === active ? 'page' : undefined}
          >
            {tab.label}
          </UnstyledButton>
        ))}
      </Group>
    </nav>
  );
}
