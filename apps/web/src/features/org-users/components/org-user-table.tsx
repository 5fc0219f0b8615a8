import { Button, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { orgUserRowNumber, type TOrgUser } from '@putt/contract/org-users';
import { useTranslation } from 'react-i18next';
import { CardTable, useCellLabel } from '../../../ui/list/card-table';
import { TableScroll } from '../../../ui/list/table-scroll';

type Props = {
  rows: TOrgUser[];
  page: number;
  /** the signed-in user's login id: their own row says so */
  myUid: string | undefined;
  /** whether a row offers deletion (the admin, never for an admin or themself) */
  canDelete: (row: TOrgUser) => boolean;
  onDetail: (row: TOrgUser) => void;
  onDelete: (row: TOrgUser) => void;
};

const columns = ['number', 'uid', 'name', 'email', 'phoneNumber', 'role', 'position', 'type', 'actions'];

/**
 * The users of spec-2 §2 screen 1: number ((page-1)*10+index), id, name, e-mail, phone, role,
 * position and type, with the detail dialog and, for the admin, deletion; one card per user on a phone.
 */
export function OrgUserTable({ rows, page, myUid, canDelete, onDetail, onDelete }: Props) {
  const { t } = useTranslation('org-users');
  const label = useCellLabel('org-users', 'list.column');
  return (
    <TableScroll label={t('list.caption')}>
      <CardTable verticalSpacing="sm" minWidth={860} highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col" style={{ whiteSpace: 'nowrap' }}>
                {t(`list.column.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            // every row has the same buttons: screen readers hear whose they are
            const whose = <VisuallyHidden>{t('list.ofUser', { uid: row.uid })}</VisuallyHidden>;
            return (
              <Table.Tr key={row.uid}>
                <Table.Td {...label('number')}>{orgUserRowNumber(page, index)}</Table.Td>
                <Table.Th scope="row" fw={500}>
                  {row.uid}
                  {row.uid === myUid && (
                    <Text component="span" fz="sm" c="dimmed" ml={4}>
                      {t('list.me')}
                    </Text>
                  )}
                </Table.Th>
                <Table.Td {...label('name')}>{row.name || '-'}</Table.Td>
                <Table.Td {...label('email')} style={{ overflowWrap: 'anywhere' }}>
                  {row.email || '-'}
                </Table.Td>
                <Table.Td {...label('phoneNumber')} style={{ whiteSpace: 'nowrap' }}>
                  {row.phoneNumber || '-'}
                </Table.Td>
                <Table.Td {...label('role')}>{row.role || '-'}</Table.Td>
                <Table.Td {...label('position')}>{row.position || '-'}</Table.Td>
                <Table.Td {...label('type')} style={{ whiteSpace: 'nowrap' }}>
                  {t(`list.types.${row.type}`)}
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <Button size="xs" variant="light" onClick={() => onDetail(row)}>
                      {t('list.detail')}
                      {whose}
                    </Button>
                    {canDelete(row) && (
                      <Button size="xs" variant="default" color="red.9" onClick={() => onDelete(row)}>
                        {t('list.delete')}
                        {whose}
                      </Button>
                    )}
                  </Group>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </CardTable>
    </TableScroll>
  );
}
