import { Table } from '@mantine/core';
import { activityHours, EXPERT_CLASS_SIZE, expertCourseHours } from '@putt/contract/catalogue-facts';
import type { ProductKind, TProduct } from '@putt/contract/catalogue';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useWon } from '../../../ui/use-won';
import classes from './catalogue.module.css';

/** A price table with a caption naming it for screen readers; scrolls sideways on a phone. */
export function PriceTable({ caption, children }: { caption: string; children: ReactNode }) {
  // focusable, so keyboard users can scroll it too
  return (
    <div className={classes.tableScroll} tabIndex={0} role="region" aria-label={caption}>
      <Table withTableBorder withColumnBorders striped verticalSpacing="sm" captionSide="top" miw={520}>
        <Table.Caption style={{ textAlign: 'start', fontWeight: 700 }}>{caption}</Table.Caption>
        {children}
      </Table>
    </div>
  );
}

export function useProductName(): (product: TProduct) => string {
  const { i18n } = useTranslation();
  return (product) => (i18n.language === 'en' ? product.nameEn : product.name);
}

const ofKind = (products: readonly TProduct[], kind: ProductKind) => products.filter((p) => p.kind === kind);

/** Activity programmes per person: level, programme, hours, price (spec-1 §9). */
export function ActivityPriceTable({ products, title }: { products: readonly TProduct[]; title: string }) {
  const { t } = useTranslation('catalogue');
  const won = useWon();
  const name = useProductName();
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
            <Table.Td>{product.level && t(`level.${product.level}`)}</Table.Td>
            <Table.Th scope="row" fw={500}>
              {name(product)}
            </Table.Th>
            <Table.Td>{t('format.hours', { count: activityHours[product.type] ?? 0 })}</Table.Td>
            <Table.Td fw={700}>{won(product.price)}</Table.Td>
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
            <Table.Td>{t('format.hours', { count: expertCourseHours[product.type] ?? 0 })}</Table.Td>
            <Table.Td>{t('table.perClass', { count: EXPERT_CLASS_SIZE })}</Table.Td>
            <Table.Td fw={700}>{won(product.price)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PriceTable>
  );
}
