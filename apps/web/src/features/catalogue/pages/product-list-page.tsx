import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';
import { Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { pathOf } from '@putt/contract/routes';
import { useTranslation } from 'react-i18next';
import { useCurrentRoute } from '../../../ui/use-current-route';
import { AreaTabs } from '../components/area-tabs';
import { ProductTile } from '../components/product-tile';
import { contentNs, detailPages, listPages } from '../content/catalogue-pages';
import type { ListContent } from '../content/page-content';

/** Every list page of the catalogue: the area's tabs, an introduction, and a tile per product. */
export default function ProductListPage() {
  // rendered only for the routes of its table (app/pages.ts)
  const key = useCurrentRoute()!.key;
  const def = listPages[key]!;
  const { t } = useTranslation(contentNs(def.area));
  const list = t(`lists.${key}`, { returnObjects: true }) as ListContent;
  return (
    <Container size="lg" py="xl">
      <AreaTabs set={def.tabs} />
      <Stack gap="xs" mb="xl" maw={760}>
        <Text fz="lg" lh={1.7}>
          {list.lead}
        </Text>
        {list.paragraphs?.map((paragraph) => (
          <Text key={paragraph} c="dimmed" lh={1.8}>
            {paragraph}
          </Text>
        ))}
      </Stack>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="lg"
        component="ul"
        style={{ listStyle: 'none', padding: 0 }}
      >
        {def.items.map((item) => (
          <li key={item}>
            <ProductTile
              to={pathOf(item)}
              area={def.area}
              level={detailPages[item]!.level}
              name={t(`pages.${item}.name`)}
              short={t(`pages.${item}.short`)}
            />
          </li>
        ))}
      </SimpleGrid>
    </Container>
  );
}
