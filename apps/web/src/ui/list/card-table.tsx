import '@mantine/core/styles/Table.css';
import { Table, type TableProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './card-table.module.css';

/**
 * A list's table that becomes one card per row on a phone (label each cell with `data-label`, its
 * column's name): the row's actions stay visible there instead of off-screen to the right. From
 * the tablet width up it is the table, at least `minWidth` wide (scrolling inside TableScroll).
 */
export function CardTable({ minWidth, className, ...props }: TableProps & { minWidth: number }) {
  return (
    <Table {...props} miw={{ base: 0, sm: minWidth }} className={[classes.cards, className].join(' ')} />
  );
}

/**
 * Names a card's cell by its column, as a phone's card shows it: `label(key)` gives the cell its
 * `data-label`, the words `${prefix}.${key}` of the namespace `ns` (the column header's own).
 */
export function useCellLabel<Key extends string = string>(
  ns: string,
  prefix: string,
): (key: Key) => { 'data-label': string } {
  const { t } = useTranslation(ns);
  return (key) => ({ 'data-label': t(`${prefix}.${key}`) });
}
