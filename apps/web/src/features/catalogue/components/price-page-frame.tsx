import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState, ErrorState } from '../../../ui/states';
import { useProductGroups } from '../../../api/product-groups';
import { useProducts } from '../../../api/products';
import type { TProduct, TProductGroup } from '@putt/contract/catalogue';

type Loaded = { products: TProduct[]; groups: TProductGroup[] };

/** Loads the catalogue for a price page and shows its loading and error states. */
export function CatalogueLoader({ children }: { children: (loaded: Loaded) => ReactNode }) {
  const { t } = useTranslation('catalogue');
  const products = useProducts();
  const groups = useProductGroups();
  if (products.isError || groups.isError)
    return (
      <ErrorState
        message={t('price.failed')}
        onRetry={() => {
          void products.refetch();
          void groups.refetch();
        }}
      />
    );
  if (!products.data || !groups.data) return <LoadingState />;
  return <>{children({ products: products.data.items, groups: groups.data.items })}</>;
}

/** The lead line above a price table and the bank-transfer notice below it. */
export function PriceLead({ children }: { children: ReactNode }) {
  return (
    <Stack gap="xs" mb="lg">
      <Text lh={1.7}>{children}</Text>
    </Stack>
  );
}

export function BankNotice() {
  const { t } = useTranslation('catalogue');
  return (
    <Text fz="sm" c="dimmed" mt="md" role="note">
      {t('pricePage.bankNotice')}
    </Text>
  );
}
