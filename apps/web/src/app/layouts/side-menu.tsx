import { Paper, Text } from '@mantine/core';
import { matchRoute, pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { menuLabel } from '../menu-label';
import type { MenuItem } from '../menus';
import classes from './side-menu.module.css';

export function SideMenu({ title, items }: { title: string; items: MenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The item that names this page among the pages it lights is current; else the item whose path
  // is the longest prefix of this page (a detail page lights its list).
  const page = matchRoute(pathname)?.key;
  const named = items.find((item) => page && item.lights?.includes(page));
  const current = named
    ? pathOf(named.route)
    : items
        .map((item) => pathOf(item.route))
        .filter((to) => pathname === to || pathname.startsWith(`${to}/`))
        .sort((a, b) => b.length - a.length)[0];
  return (
    <Paper component="nav" aria-label={title} withBorder p="xs">
      <Text fw={700} px="sm" py="xs">
        {title}
      </Text>
      {items.map((item) => {
        const to = pathOf(item.route);
        const active = to === current;
        return (
          <Link
            key={item.route}
            to={to}
            className={`${classes.link} mantine-focus-auto`}
            aria-current={active ? 'page' : undefined}
          >
            {menuLabel(item, t)}
          </Link>
        );
      })}
    </Paper>
  );
}
