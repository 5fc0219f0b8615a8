import '@mantine/core/styles/Table.css';
import { Button, Stack, Table, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { boardRowNumber, type TBoardRow } from '@putt/contract/boards';
import { formatDate } from '@putt/contract/format';
import { pathOf } from '@putt/contract/routes';
import { Fragment, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { FromList } from '../../../ui/list/list-params';
import { CardTable } from '../../../ui/list/card-table';
import { TableScroll } from '../../../ui/list/table-scroll';
import { BoardTableHead, useBoardLabel } from './board-table-head';
import classes from './boards.module.css';
import { HtmlBody } from './html-body';

type Props = {
  rows: TBoardRow[];
  page: number;
  /** SKs of the rows whose answers are open: each row opens and closes on its own */
  expanded: ReadonlySet<string>;
  onToggle: (SK: string) => void;
};

const COLUMNS = 4;

/**
 * The FAQ list: a row opens its answer below it, with a full-width way to the question's own page;
 * one card per question on a phone.
 */
export function FaqTable({ rows, page, expanded, onToggle }: Props) {
  const { t } = useTranslation('boards');
  const { search } = useLocation();
  const fromList: FromList = { listSearch: search };
  const label = useBoardLabel();

  // A click anywhere on the row toggles it, except on the question's own button (which does).
  const rowClick = (SK: string) => (event: MouseEvent) => {
    if (!(event.target as Element).closest('button, a')) onToggle(SK);
  };

  return (
    <TableScroll label={t('list.caption.QNA')}>
      <CardTable verticalSpacing="sm" minWidth={440}>
        <BoardTableHead titleKey="list.question" />
        <Table.Tbody>
          {rows.map((row, index) => {
            const open = expanded.has(row.SK);
            const answerId = `faq-answer-${row.SK}`;
            return (
              <Fragment key={row.SK}>
                <Table.Tr className={classes.faqRow} onClick={rowClick(row.SK)}>
                  <Table.Td {...label('number')}>{boardRowNumber(page, index)}</Table.Td>
                  <Table.Td>
                    <UnstyledButton
                      className={classes.question}
                      aria-expanded={open}
                      aria-controls={open ? answerId : undefined}
                      onClick={() => onToggle(row.SK)}
                    >
                      {row.title}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td {...label('author')}>{row.author}</Table.Td>
                  <Table.Td className={classes.nowrap} {...label('date')}>
                    {formatDate(row.createdDate)}
                  </Table.Td>
                </Table.Tr>
                {open && (
                  <Table.Tr id={answerId} className={classes.answer}>
                    <Table.Td colSpan={COLUMNS}>
                      <Stack gap="md" py="xs">
                        <HtmlBody html={row.answer ?? ''} />
                        <Button
                          component={Link}
                          to={pathOf('qnaContent', { id: row.SK })}
                          state={fromList}
                          variant="light"
                          fullWidth
                        >
                          {t('list.more')}
                          <VisuallyHidden>: {row.title}</VisuallyHidden>
                        </Button>
                      </Stack>
                    </Table.Td>
                  </Table.Tr>
                )}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </CardTable>
    </TableScroll>
  );
}
