import { Group, Table } from '@mantine/core';
import { activityHours, EXPERT_CLASS_SIZE, expertCourseHours } from '@putt/contract/catalogue-facts';
import type { ProductKind, TProduct } from '@putt/contract/catalogue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CardTable, useCellLabel } from '../../../ui/list/card-table';
import { useWon } from '../../../ui/use-won';
import { useProductName } from '../../../api/products';

/**
 * A price table named by its caption, `aside` at the caption's end. One card per row on a phone
 * (label each cell with `data-label`: `useColumnLabel`), so every price is on screen; from the
 * tablet width up it fits its page and needs no sideways scroll.
 */
export function PriceTable({
  caption,
  aside,
  children,
}: {
  caption: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <CardTable
      withTableBorder
      withColumnBorders
      striped
      verticalSpacing="sm"
      captionSide="top"
      minWidth={520}
    >
      <Table.Caption style={{ textAlign: 'start', fontWeight: 700 }}>
        <Group justify="space-between" gap="xs" component="span">
          <span>{caption}</span>
          {aside}
        </Group>
      </Table.Caption>
      {children}
    </CardTable>
  );
}

/** A price table's cell named by its column (`table.<key>`), as a phone's card shows it. */
export const useColumnLabel = () => useCellLabel('catalogue', 'table');

const ofKind = (products: readonly TProduct[], kind: ProductKind) => products.filter((p) => p.kind === kind);

/** Activity programmes per person: level, programme, hours, price (spec-1 §9). */
export function ActivityPriceTable({ products, title }: { products: readonly TProduct[]; title: string }) {
  const { t } = useTranslation('catalogue');
  const won = useWon();
  const name = useProductName();
  const label = useColumnLabel();
  return (
    <PriceTable caption={t('table.caption', { title })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('table.level')}</Table.Th>
          <Table.Th scope="col">{t('table.product')}</Table.Th>
          <Table.Th scope="col">{t('table.duration')}</Table.Th>
          <Table.Th scope="col">{t('table.price')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ofKind(products, 'ACTIVITY').map((product) => (
          <Table.Tr key={product.SK}>
            <Table.Td {...label('level')}>{product.level && t(`level.${product.level}`)}</Table.Td>
            <Table.Th scope="row" fw={500}>
              {name(product)}
            </Table.Th>
            <Table.Td {...label('duration')}>
              {t('format.hours', { count: activityHours[product.type] ?? 0 })}
            </Table.Td>
            <Table.Td fw={700} {...label('price')}>
              {won(product.price)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PriceTable>
  );
}

/** The four expert courses: hours, class size, price (spec-1 §2 organisation expert table). */
export function ExpertPriceTable({ products, title }: { products: readonly TProduct[]; title: string }) {
  const { t } = useTranslation('catalogue');
  const won = useWon();
  const name = useProductName();
  const label = useColumnLabel();
  return (
    <PriceTable caption={t('table.caption', { title })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('table.product')}</Table.Th>
          <Table.Th scope="col">{t('table.hours')}</Table.Th>
          <Table.Th scope="col">{t('table.headcount')}</Table.Th>
          <Table.Th scope="col">{t('table.price')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {ofKind(products, 'EXPERT').map((product) => (
          <Table.Tr key={product.SK}>
            <Table.Th scope="row" fw={500}>
              {name(product)}
            </Table.Th>
            <Table.Td {...label('hours')}>
              {t('format.hours', { count: expertCourseHours[product.type] ?? 0 })}
            </Table.Td>
            <Table.Td {...label('headcount')}>{t('table.perClass', { count: EXPERT_CLASS_SIZE })}</Table.Td>
            <Table.Td fw={700} {...label('price')}>
              {won(product.price)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PriceTable>
  );
}
