import '@mantine/core/styles/SimpleGrid.css';
import { Anchor, Container, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { pathOf, type RouteKey } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../session/session';
import { ProductTile } from '../components/product-tile';
import type { Area } from '../content/catalogue-pages';

const links: { id: 'test' | 'activity' | 'expert'; route: RouteKey; area: Area }[] = [
  { id: 'test', route: 'orgPriceTest', area: 'testing' },
  { id: 'activity', route: 'orgPriceActivity', area: 'activity' },
  { id: 'expert', route: 'orgPriceExpert', area: 'expert' },
];

/** /Org: the organisation application hub with its three links (spec-1 §2); no login needed. */
export default function OrgHubPage() {
  const { t } = useTranslation('catalogue');
  const session = useSession();
  const isOrg = session.status === 'signedIn' && session.role !== 'individual';
  return (
    <Container size="lg" py="xl">
      <Text fz="lg" lh={1.7} mb="xl" maw={760}>
        {t('orgHub.lead')}
      </Text>
      <SimpleGrid
        cols={{ base: 1, sm: 3 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {links.map((link) => (
          <li key={link.id}>
            <ProductTile
              to={pathOf(link.route)}
              area={link.area}
              level={null}
              name={t(`orgHub.${link.id}.title`)}
              short={t(`orgHub.${link.id}.text`)}
            />
          </li>
        ))}
      </SimpleGrid>
      {!isOrg && (
        <Stack gap="xs" mt="xl">
          <Text c="dimmed">{t('orgHub.needOrg')}</Text>
          <Group>
            <Anchor component={Link} to={pathOf('requestOrgRegist')}>
              {t('orgHub.register')}
            </Anchor>
            <Anchor component={Link} to={pathOf('guideOrg')}>
              {t('orgHub.guide')}
            </Anchor>
          </Group>
        </Stack>
      )}
    </Container>
  );
}
