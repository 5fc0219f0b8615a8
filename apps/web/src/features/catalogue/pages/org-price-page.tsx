import '@mantine/core/styles/Table.css';
import { Anchor, Button, Container, Group, Table, Text } from '@mantine/core';
import { levelRows, type TProduct } from '@putt/contract/catalogue';
import { coachingMinutes, expertSupplyPrices, ORG_TEST_MINUTES } from '@putt/contract/catalogue-facts';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkTabs } from '../../../ui/link-tabs';
import { useCurrentRoute } from '../../../ui/use-current-route';
import { ActivityPriceTable, ExpertPriceTable, PriceTable, useColumnLabel } from '../components/price-tables';
import { BankNotice, CatalogueLoader, PriceLead } from '../components/price-page-frame';
import { useWon } from '../../../ui/use-won';

const tabs = ['orgPriceTest', 'orgPriceActivity', 'orgPriceExpert'] as const;
type Tab = (typeof tabs)[number];
/** The application form each table leads to (spec-2 §9: pid survey, activity or expert). */
const requestPid: Record<Tab, string> = {
  orgPriceTest: 'survey',
  orgPriceActivity: 'activity',
  orgPriceExpert: 'expert',
};

function TestTable({ products }: { products: TProduct[] }) {
  const { t } = useTranslation(['catalogue', 'routes']);
  const won = useWon();
  const label = useColumnLabel();
  const price = (product: TProduct | undefined) => (product ? won(product.price) : '-');
  return (
    <PriceTable caption={t('table.caption', { title: t('routes:orgPriceTest.title') })}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('table.level')}</Table.Th>
          <Table.Th scope="col">{t('table.singleTest')}</Table.Th>
          <Table.Th scope="col">{t('table.twoTests')}</Table.Th>
          <Table.Th scope="col">{t('table.counselOne')}</Table.Th>
          <Table.Th scope="col">{t('table.counselBoth')}</Table.Th>
          <Table.Th scope="col">{t('table.duration')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {levelRows(products).map(({ level, products: [first, second, counselOne, , counselBoth] }) => (
          <Table.Tr key={level}>
            <Table.Th scope="row">{t(`level.${level}`)}</Table.Th>
            <Table.Td {...label('singleTest')}>{price(first)}</Table.Td>
            <Table.Td {...label('twoTests')}>
              {first && second ? won(first.price + second.price) : '-'}
            </Table.Td>
            <Table.Td {...label('counselOne')}>{price(counselOne)}</Table.Td>
            <Table.Td {...label('counselBoth')}>{price(counselBoth)}</Table.Td>
            <Table.Td fz="sm" {...label('duration')}>
              {t('table.testMinutes', { from: ORG_TEST_MINUTES[0], to: ORG_TEST_MINUTES[1] })}
              <br />
              {t('table.counselMinutes', { minutes: coachingMinutes[level].minutes })}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </PriceTable>
  );
}

function SuppliesTable() {
  const { t } = useTranslation('catalogue');
  const won = useWon();
  const label = useColumnLabel();
  const rows = [
    ['puttCode', expertSupplyPrices.puttCode],
    ['toccCode', expertSupplyPrices.toccCode],
    ['guideBook', expertSupplyPrices.guideBook],
  ] as const;
  return (
    <>
      <PriceTable caption={t('table.supplies')}>
        <Table.Tbody>
          {rows.map(([key, value]) => (
            <Table.Tr key={key}>
              <Table.Th scope="row" fw={500}>
                {t(`table.${key}`)}
              </Table.Th>
              <Table.Td fw={700} {...label('price')}>
                {won(value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </PriceTable>
      <Text fz="sm" c="dimmed" mt="xs">
        {t('table.suppliesNote')}
      </Text>
    </>
  );
}

/** /Org/Test, /Org/Activity and /Org/Expert: organisation price tables with the way to apply. */
export default function OrgPricePage() {
  const { t } = useTranslation(['catalogue', 'routes']);
  const tab = (useCurrentRoute()?.key ?? 'orgPriceTest') as Tab;
  const leads: Record<Tab, string> = {
    orgPriceTest: t('pricePage.orgTestLead'),
    orgPriceActivity: t('pricePage.orgActivityLead'),
    orgPriceExpert: t('pricePage.orgExpertLead'),
  };
  return (
    <Container size="lg" py="xl">
      <LinkTabs
        label={t('tabsLabel')}
        tabs={tabs.map((key) => ({ to: pathOf(key), label: t(`routes:${key}.title`) }))}
      />
      <PriceLead>{leads[tab]}</PriceLead>
      <CatalogueLoader>
        {({ products }) => (
          <>
            {tab === 'orgPriceTest' && <TestTable products={products} />}
            {tab === 'orgPriceActivity' && (
              <ActivityPriceTable products={products} title={t('routes:orgPriceActivity.title')} />
            )}
            {tab === 'orgPriceExpert' && (
              <ExpertPriceTable products={products} title={t('routes:orgPriceExpert.title')} />
            )}
          </>
        )}
      </CatalogueLoader>
      <BankNotice />
      <Group mt="xl" justify="space-between">
        <Anchor component={Link} to={pathOf('orgHub')}>
          {t('actions.backToOrgHub')}
        </Anchor>
        <Button component={Link} to={pathOf('orgOrderRequest', { pid: requestPid[tab] })} size="md">
          {t('actions.fillForm')}
        </Button>
      </Group>
      {tab === 'orgPriceTest' && (
        <div style={{ marginTop: 40 }}>
          <SuppliesTable />
        </div>
      )}
    </Container>
  );
}
