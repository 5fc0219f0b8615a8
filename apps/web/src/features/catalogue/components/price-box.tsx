import { Group, Stack, Text, Title } from '@mantine/core';
import { productByType, type Level, type ProductType } from '@putt/contract/catalogue';
import { useTranslation } from 'react-i18next';
import { useProductGroups } from '../../../api/product-groups';
import { useProductName, useProducts } from '../../../api/products';
import { useWon } from '../../../ui/use-won';
import classes from './catalogue.module.css';

type Props = { types: ProductType[]; level: Level | null; withPackage: boolean };

/** The product's prices from the catalogue: per person for organisations, and the individual package. */
export function PriceBox({ types, level, withPackage }: Props) {
  const { t } = useTranslation('catalogue');
  const name = useProductName();
  const won = useWon();
  const products = useProducts();
  const groups = useProductGroups();
  const group = withPackage ? groups.data?.items.find((g) => g.level === level) : undefined;
  const lines = types.flatMap((type) => {
    const product = products.data && productByType(products.data.items, type);
    return product ? [product] : [];
  });

  return (
    <section aria-labelledby="price-title" className={classes.priceBox}>
      <Title order={3} fz="h5" id="price-title" mb="xs">
        {t('price.title')}
      </Title>
      {products.isPending && <Text c="dimmed">{t('price.loading')}</Text>}
      {products.isError && <Text c="red.8">{t('price.failed')}</Text>}
      <Stack gap={6}>
        {lines.map((product, index) => (
          <Group key={product.type} justify="space-between" wrap="nowrap" gap="md">
            <Text fz="sm">
              {name(product)}
              {index === 0 && (
                <Text component="span" fz="xs" c="dimmed" ml={6}>
                  {withPackage ? t('price.org') : t('price.perPerson')}
                </Text>
              )}
            </Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {won(product.price)}
            </Text>
          </Group>
        ))}
        {group && (
          <Group justify="space-between" wrap="nowrap" gap="md">
            <Text fz="sm">{t('price.personal')}</Text>
            <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
              {won(group.price)}
            </Text>
          </Group>
        )}
      </Stack>
    </section>
  );
}
