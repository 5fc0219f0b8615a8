import { Anchor, Container, Stack, Text } from '@mantine/core';
import { productKeys, type ProductKey } from '@putt/contract/catalogue';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSiteInfo } from '../../../api/site-info';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useProductGroups } from '../../../api/product-groups';
import { OfferForm } from '../components/offer-form';

const isProductKey = (value: string): value is ProductKey =>
  (productKeys as readonly string[]).includes(value);

function BackToPrices({ message }: { message: string }) {
  const { t } = useTranslation('orders');
  return (
    <Stack align="center" py="xl">
      <Text role="alert">{message}</Text>
      <Anchor component={Link} to={pathOf('personalPrice')}>
        {t('offer.toPriceList')}
      </Anchor>
    </Stack>
  );
}

/** The package of the key, with the company's account to pay into, then the form. */
function OfferLoader({ productKey }: { productKey: ProductKey }) {
  const { t } = useTranslation('orders');
  const groups = useProductGroups();
  const site = useSiteInfo();
  if (groups.isError)
    return <ErrorState message={t('offer.loadFailed')} onRetry={() => void groups.refetch()} />;
  if (site.isError)
    return <ErrorState message={t('offer.siteLoadFailed')} onRetry={() => void site.refetch()} />;
  if (!groups.data || !site.data) return <LoadingState />;
  const group = groups.data.items.find((item) => item.product_key === productKey);
  if (!group) return <BackToPrices message={t('offer.productNotFound')} />;
  return <OfferForm group={group} account={site.data.bankAccount} />;
}

/** /Offer/Personal/:product_key (1 elementary … 4 university): the individual application. */
export default function OfferPersonalPage() {
  const { t } = useTranslation(['orders', 'validation']);
  const { product_key = '' } = useParams();
  return (
    <Container size={860} py="xl">
      {isProductKey(product_key) ? (
        <Stack gap="lg">
          <Text>{t('offer.intro')}</Text>
          <OfferLoader productKey={product_key} />
        </Stack>
      ) : (
        <BackToPrices message={t('validation:v.productKey')} />
      )}
    </Container>
  );
}
