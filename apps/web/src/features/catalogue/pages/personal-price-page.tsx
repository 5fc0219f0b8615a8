import '@mantine/core/styles/Table.css';
import { Anchor, Button, Container, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { TProductGroup } from '@putt/contract/catalogue';
import { coachingMinutes, testFacts, type TestType } from '@putt/contract/catalogue-facts';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LinkTabs } from '../../../ui/link-tabs';
import { useCurrentRoute } from '../../../ui/use-current-route';
import { ActivityPriceTable, ExpertPriceTable, PriceTable, useColumnLabel } from '../components/price-tables';
import { useProductName } from '../../../api/products';
import { BankNotice, CatalogueLoader, PriceLead } from '../components/price-page-frame';
import { useWon } from '../../../ui/use-won';

const tabs = ['personalPriceTest', 'personalPriceActivity', 'personalPriceExpert'] as const;
type Tab = (typeof tabs)[number];

/**
 * One level's package: its tests (items, time) and counselling, and the way to apply. The one
 * price is the package's, so it heads the table beside the level (a phone shows the rows as cards).
 */
function PackageTable({ group }: { group: TProductGroup }) {
  const { t } = useTranslation('catalogue');
  const won = useWon();
  const name = useProductName();
  const label = useColumnLabel();
  return (
    <Stack gap="sm">
      <PriceTable
        caption={t(`levelLong.${group.level}`)}
        aside={
          <span>
            {t('table.package')}{' '}
            <Text span fw={700} fz="lg">
              {won(group.price)}
            </Text>
          </span>
        }
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.group')}</Table.Th>
            <Table.Th scope="col">{t('table.product')}</Table.Th>
            <Table.Th scope="col">{t('table.items')}</Table.Th>
            <Table.Th scope="col">{t('table.duration')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.products.map((product) => {
            const facts = product.type in testFacts ? testFacts[product.type as TestType] : undefined;
            return (
              <Table.Tr key={product.type}>
                <Table.Td {...label('group')}>{t(facts ? 'table.test' : 'table.coaching')}</Table.Td>
                <Table.Th scope="row" fw={500}>
                  {name(product)}
                </Table.Th>
                <Table.Td {...label('items')}>
                  {facts ? t('format.items', { count: facts.items }) : '-'}
                </Table.Td>
                <Table.Td {...label('duration')}>
                  {facts
                    ? t('format.minutes', { from: facts.minutes[0], to: facts.minutes[1] })
                    : t('format.minute', { count: coachingMinutes[group.level].minutes })}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </PriceTable>
      <Group justify="flex-end">
        <Button component={Link} to={pathOf('offerPersonal', { product_key: group.product_key })}>
          {t('actions.go')}
          <VisuallyHidden> ({t(`levelLong.${group.level}`)})</VisuallyHidden>
        </Button>
      </Group>
    </Stack>
  );
}

/** /Personal (the test tab) and its tabs: the individual packages, Activity and expert prices. */
export default function PersonalPricePage() {
  const { t } = useTranslation(['catalogue', 'routes']);
  const key = useCurrentRoute()?.key;
  const tab: Tab =
    key === 'personalPriceActivity' || key === 'personalPriceExpert' ? key : 'personalPriceTest';
  const leads: Record<Tab, string> = {
    personalPriceTest: t('pricePage.personalTestLead'),
    personalPriceActivity: t('pricePage.personalActivityLead'),
    personalPriceExpert: t('pricePage.personalExpertLead'),
  };
  return (
    <Container size="lg" py="xl">
      <LinkTabs
        label={t('tabsLabel')}
        current={pathOf(tab)}
        tabs={tabs.map((k) => ({ to: pathOf(k), label: t(`routes:${k}.title`) }))}
      />
      <PriceLead>{leads[tab]}</PriceLead>
      <CatalogueLoader>
        {({ products, groups }) => (
          <>
            {tab === 'personalPriceTest' && (
              <Stack gap={40}>
                {groups.map((group) => (
                  <PackageTable key={group.product_key} group={group} />
                ))}
                <Text fz="sm" c="dimmed">
                  {t('pricePage.personalPackageNote')}
                </Text>
              </Stack>
            )}
            {tab === 'personalPriceActivity' && (
              <ActivityPriceTable products={products} title={t('routes:personalPriceActivity.title')} />
            )}
            {tab === 'personalPriceExpert' && (
              <ExpertPriceTable products={products} title={t('routes:personalPriceExpert.title')} />
            )}
          </>
        )}
      </CatalogueLoader>
      {tab === 'personalPriceTest' ? (
        <BankNotice />
      ) : (
        <Group mt="lg">
          {tab === 'personalPriceExpert' && (
            <Button component={Link} to={pathOf('mypageExpert')}>
              {t('actions.enrolExpert')}
            </Button>
          )}
          <Button
            component={Link}
            to={pathOf('inquiry')}
            variant={tab === 'personalPriceExpert' ? 'default' : 'filled'}
          >
            {t('actions.inquiry')}
          </Button>
        </Group>
      )}
      <Group mt="xl">
        <Anchor component={Link} to={pathOf('home')}>
          {t('actions.backToHome')}
        </Anchor>
      </Group>
    </Container>
  );
}
