import '@mantine/core/styles/Input.css';
import { Select } from '@mantine/core';
import { type StaffRole, staffRoles } from '@putt/contract/admin/common';
import { useTranslation } from 'react-i18next';

/** The role of a staff account, with what an operator cannot do. */
export function RoleSelect({
  value,
  onChange,
  disabled,
}: {
  value: StaffRole;
  onChange: (role: StaffRole) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation(['admin_staff-accounts', 'admin']);
  return (
    <Select
      label={t('role')}
      description={t('roleHint')}
      data={staffRoles.map((role) => ({ value: role, label: t(`admin:roles.${role}`) }))}
      value={value}
      onChange={(next) => next && onChange(next as StaffRole)}
      allowDeselect={false}
      disabled={disabled}
      withAsterisk
    />
  );
}
