import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCellLabel } from '../../../ui/list/card-table';
import classes from './boards.module.css';

type Column = 'number' | 'author' | 'date' | 'attachment';

/** A board list's cell named by its column (`list.<key>`), as a phone's card shows it. */
export const useBoardLabel = () => useCellLabel<Column>('boards', 'list');

/** The header row every board list shares: number, title (or question), author, date, [file]. */
export function BoardTableHead({ titleKey, withFiles = false }: { titleKey: string; withFiles?: boolean }) {
  const { t } = useTranslation('boards');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th scope="col" w={64}>
          {t('list.number')}
        </Table.Th>
        <Table.Th scope="col">{t(titleKey)}</Table.Th>
        <Table.Th scope="col" className={classes.nowrap}>
          {t('list.author')}
        </Table.Th>
        <Table.Th scope="col" className={classes.nowrap}>
          {t('list.date')}
        </Table.Th>
        {withFiles && (
          <Table.Th scope="col" className={classes.nowrap}>
            {t('list.attachment')}
          </Table.Th>
        )}
      </Table.Tr>
    </Table.Thead>
  );
}
