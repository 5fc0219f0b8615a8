import { Container, Stack, Text, Title } from '@mantine/core';
import { orgApplicationKinds, type OrgApplicationKind, orgKindOfProduct } from '@putt/contract/org-orders';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { useSiteInfo } from '../../../api/site-info';
import { ErrorState, LoadingState } from '../../../ui/states';
import { useMemberInfo } from '../../../api/member-info';
import { useProducts } from '../../../api/products';
import { ApplicationForm } from '../components/application-form';

const isKind = (value: string): value is OrgApplicationKind =>
  (orgApplicationKinds as readonly string[]).includes(value);

/** The catalogue, the organisation's record and the company's account, then the form. */
function ApplicationLoader({ kind }: { kind: OrgApplicationKind }) {
  const { t } = useTranslation('org-orders');
  const products = useProducts();
  const member = useMemberInfo();
  const site = useSiteInfo();
  const failed = [products, member, site].find((query) => query.isError);
  if (failed) return <ErrorState message={t('form.loadFailed')} onRetry={() => void failed.refetch()} />;
  if (!products.data || !member.data || !site.data) return <LoadingState />;
  if (!member.data.org) return <ErrorState message={t('form.noOrganisation')} />;
  const ofKind = products.data.items.filter((product) => product.kind === orgKindOfProduct[kind]);
  return (
    <ApplicationForm kind={kind} ofKind={ofKind} org={member.data.org} account={site.data.bankAccount} />
  );
}

/**
 * /Mypage/Order/Org/Request/:pid (spec-2 §2 screen 3): pid survey, activity or expert, each with its
 * title; any other value goes to the organisation price page.
 */
export default function OrgRequestPage() {
  const { t } = useTranslation('org-orders');
  const { pid = '' } = useParams();
  if (!isKind(pid)) return <Navigate to={pathOf('orgPriceTest')} replace />;
  return (
    <Container size={860} px={0}>
      <Stack gap="lg">
        <Title order={2}>{t(`form.title.${pid}`)}</Title>
        <Text>{t('form.intro')}</Text>
        <ApplicationLoader kind={pid} />
      </Stack>
    </Container>
  );
}
