import '@mantine/core/styles/NavLink.css';
import { adminRoutes, type AdminRouteDef } from '@putt/contract/admin-routes';
import { type StaffRole, staffRoleAllows } from '@putt/contract/admin/common';
import { NavLink, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

const groups = ['work', 'content', 'system'] as const;

function isActive(route: AdminRouteDef, pathname: string): boolean {
  return pathname === route.path || (route.path !== '/Admin' && pathname.startsWith(`${route.path}/`));
}

/** The side navigation: the pages of each group this staff member may open. */
export function AdminNav({ role }: { role: StaffRole }) {
  const { t } = useTranslation('admin');
  const { pathname } = useLocation();
  return (
    <Stack gap="md">
      {groups.map((group) => {
        const items = adminRoutes.filter(
          (route) => route.nav === group && staffRoleAllows(route.staffRole, role),
        );
        if (!items.length) return null;
        return (
          <div key={group}>
            <Text fz="xs" fw={700} c="dimmed" px="sm" pb={4} tt="uppercase">
              {t(`nav.groups.${group}`)}
            </Text>
            {items.map((route) => {
              const active = isActive(route, pathname);
              return (
                <NavLink
                  key={route.key}
                  component={Link}
                  to={route.path}
                  label={t(`nav.${route.key}`)}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                />
              );
            })}
          </div>
        );
      })}
    </Stack>
  );
}
