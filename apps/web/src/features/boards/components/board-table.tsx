import '@mantine/core/styles/Table.css';
import { Anchor, Table } from '@mantine/core';
import { boardRowNumber, type BoardType, type TBoardRow } from '@putt/contract/boards';
import { formatDate } from '@putt/contract/format';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { contentRouteOf } from '../board-kinds';
import type { FromList } from '../../../ui/list/list-params';
import { CardTable } from '../../../ui/list/card-table';
import { TableScroll } from '../../../ui/list/table-scroll';
import { BoardTableHead, useBoardLabel } from './board-table-head';
import classes from './boards.module.css';
import { DownloadButton } from './download-button';

type Props = { type: Exclude<BoardType, 'QNA'>; rows: TBoardRow[]; page: number };

/**
 * The notice and press lists: number, title (linking to the post), author, date; press adds the
 * file. One card per post on a phone, its date on screen.
 */
export function BoardTable({ type, rows, page }: Props) {
  const { t } = useTranslation('boards');
  const { search } = useLocation();
  const fromList: FromList = { listSearch: search };
  const withFiles = type === 'PRESS';
  const label = useBoardLabel();
  return (
    <TableScroll label={t(`list.caption.${type}`)}>
      <CardTable verticalSpacing="sm" minWidth={withFiles ? 560 : 440} highlightOnHover>
        <BoardTableHead titleKey="list.title" withFiles={withFiles} />
        <Table.Tbody>
          {rows.map((row, index) => (
            <Table.Tr key={row.SK}>
              <Table.Td {...label('number')}>{boardRowNumber(page, index)}</Table.Td>
              <Table.Td>
                <Anchor
                  component={Link}
                  to={pathOf(contentRouteOf[type], { id: row.SK })}
                  state={fromList}
                  c="dark"
                >
                  {row.title}
                </Anchor>
              </Table.Td>
              <Table.Td {...label('author')}>{row.author}</Table.Td>
              <Table.Td className={classes.nowrap} {...label('date')}>
                {formatDate(row.createdDate)}
              </Table.Td>
              {withFiles && (
                <Table.Td {...label('attachment')}>
                  {row.attached_file_drive_id ? (
                    <DownloadButton id={row.attached_file_drive_id} name={row.attached_file_name} compact />
                  ) : (
                    t('list.none')
                  )}
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </CardTable>
    </TableScroll>
  );
}
