import { Paper, Text } from '@mantine/core';
import { matchRoute, pathOf } from '@putt/contract/routes';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { menuLabel } from '../menu-label';
import type { MenuItem } from '../menus';
import navClasses from './desktop-nav.module.css';
import classes from './side-menu.module.css';

/**
 * A section's pages (my page, the company, the community). Beside the page on a wide screen; above
 * it on a narrower one, where the list would fill the first screen, it folds behind one button
 * naming the current page, and folds again when a page is chosen.
 */
export function SideMenu({ title, items }: { title: string; items: MenuItem[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const listId = useId();
  // open on the page where it was opened: a navigation folds it
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
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
  const here = items.find((item) => pathOf(item.route) === current);
  return (
    <Paper component="nav" aria-label={title} withBorder p="xs" className={classes.menu} data-open={open}>
      <Text fw={700} px="sm" py="xs" className={classes.title}>
        {title}
      </Text>
      <button
        type="button"
        className={`${classes.link} ${classes.toggle} mantine-focus-auto`}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        {here ? t('nav.sideMenuOn', { page: menuLabel(here, t) }) : title}
        <span aria-hidden className={navClasses.caret} />
      </button>
      <div id={listId} className={classes.list}>
        {items.map((item) => {
          const to = pathOf(item.route);
          const active = to === current;
          return (
            <Link
              key={item.route}
              to={to}
              className={`${classes.link} mantine-focus-auto`}
              aria-current={active ? 'page' : undefined}
              onClick={() => setOpenOn(null)}
            >
              {menuLabel(item, t)}
            </Link>
          );
        })}
      </div>
    </Paper>
  );
}
