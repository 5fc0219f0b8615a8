import '@mantine/core/styles/NavLink.css';
import '@mantine/core/styles/Divider.css';
import { Divider, NavLink, Stack } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { returnFocus } from '../../ui/focus/focus-memory';
import { SideDrawer } from '../../ui/side-drawer';
import { menuLabel } from '../menu-label';
import { headerMenus } from '../menus';
import { AccountLinks } from './account-links';

export default function MobileDrawer({ opened, onClose }: { opened: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState<string | null>(null);
  return (
    <SideDrawer
      opened={opened}
      onClose={onClose}
      title={t('nav.menu')}
      size="xs"
      // a link leads to a new page, whose heading takes focus: the menu button gets it back only otherwise
      returnFocus={false}
      onExitTransitionEnd={() => returnFocus()}
    >
      <Stack component="nav" aria-label={t('nav.main')} gap={0}>
        {headerMenus.map((group) => {
          const open = expanded === group.id;
          return (
            // Group toggles are real buttons with aria-expanded, so the keyboard reaches every link.
            <NavLink
              key={group.id}
              component="button"
              type="button"
              label={t(`nav.group.${group.id}`)}
              opened={open}
              onChange={(value) => setExpanded(value ? group.id : null)}
              aria-expanded={open}
              childrenOffset="md"
            >
              {group.items.map((item) => (
                <NavLink
                  key={item.route}
                  component={Link}
                  to={pathOf(item.route)}
                  label={menuLabel(item, t)}
                  onClick={onClose}
                />
              ))}
            </NavLink>
          );
        })}
      </Stack>
      <Divider my="md" />
      <Stack gap="xs" align="flex-start" onClick={onClose}>
        <AccountLinks />
      </Stack>
    </SideDrawer>
  );
}
