import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Table.css';
import '@mantine/core/styles/List.css';
import { Badge, Button, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentRoute } from '../../../ui/use-current-route';
import { ContentSections } from '../components/content-sections';
import { FactList } from '../components/fact-list';
import { InfoTable } from '../components/info-table';
import { PriceBox } from '../components/price-box';
import { ProductArt } from '../components/product-art';
import { contentNs, detailPages } from '../content/catalogue-pages';
import type { PageContent } from '../content/page-content';
import { computedFacts } from '../content/product-facts';

/** Every detail page of the catalogue, drawn from its content file and the catalogue's figures. */
export default function ProductDetailPage() {
  // rendered only for the routes of its table (app/pages.ts)
  const key = useCurrentRoute()!.key;
  const def = detailPages[key]!;
  const { t } = useTranslation([contentNs(def.area), 'catalogue']);
  const { t: tc } = useTranslation('catalogue');
  const content = t(`pages.${key}`, { returnObjects: true }) as PageContent;
  const facts = [...computedFacts(def, tc), ...(content.facts ?? [])];
  const sellsToIndividuals = def.area === 'testing' || def.area === 'coaching';
  const back = (
    <Button component={Link} to={pathOf(def.list)} variant="default">
      {t('catalogue:actions.backToList')}
    </Button>
  );

  return (
    <Container size="lg" py="xl">
      <Stack gap={40}>
        <Grid gap="xl" align="flex-start">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <div style={{ borderRadius: 12, overflow: 'hidden' }}>
              <ProductArt area={def.area} level={def.level} label={content.imageAlt} />
            </div>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md">
              {def.level && (
                <Badge variant="light" size="lg">
                  {t(`catalogue:levelLong.${def.level}`)}
                </Badge>
              )}
              {/* the banner's h1 names the product; this line says what it is in a phrase */}
              <Title order={2} fz="h3">
                {content.short}
              </Title>
              <Text lh={1.8}>{content.lead}</Text>
              <FactList facts={facts} />
              <PriceBox types={def.types} level={def.level} withPackage={sellsToIndividuals} />
              <Group>
                {sellsToIndividuals && (
                  <Button component={Link} to={pathOf('personalPrice')}>
                    {t('catalogue:actions.applyPersonal')}
                  </Button>
                )}
                <Button
                  component={Link}
                  to={pathOf('orgHub')}
                  variant={sellsToIndividuals ? 'light' : 'filled'}
                >
                  {t('catalogue:actions.applyOrg')}
                </Button>
                {!sellsToIndividuals && (
                  <Button component={Link} to={pathOf('inquiry')} variant="light">
                    {t('catalogue:actions.inquiry')}
                  </Button>
                )}
              </Group>
            </Stack>
          </Grid.Col>
        </Grid>
        <InfoTable info={content.info} />
        <ContentSections sections={content.sections} />
        <Group>{back}</Group>
      </Stack>
    </Container>
  );
}
