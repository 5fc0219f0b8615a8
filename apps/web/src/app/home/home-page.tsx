import '@mantine/core/styles/SimpleGrid.css';
import '@mantine/core/styles/Badge.css';
import { Container, Grid, Paper, SimpleGrid, Stack } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LoadingState } from '../../ui/states';
import { BoardPreview, useBoardPreviewState } from './board-preview';
import { CategoryTiles } from './category-tiles';
import { HeroBanner } from './hero-banner';
import { PartnerCarousel } from './partner-carousel';
import { ProductCards } from './product-cards';
import { QuickLinks } from './quick-links';

// The login form brings the form and validation libraries: it loads just after the first paint,
// keeping them out of the home page's first load (DESIGN.md budget).
const LoginBox = lazy(() =>
  import('../../features/auth/components/login-box').then((m) => ({ default: m.LoginBox })),
);

/** Home (spec-1 §2), composed here because it gathers several features. */
export default function HomePage() {
  const notices = useBoardPreviewState('NOTICE');
  const press = useBoardPreviewState('PRESS');
  const faq = useBoardPreviewState('QNA');
  return (
    <>
      <HeroBanner />
      <Container size="lg" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="xl">
              <CategoryTiles />
              <QuickLinks />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Suspense
              fallback={
                <Paper withBorder p="xl" radius="md" mih={420}>
                  <LoadingState />
                </Paper>
              }
            >
              <LoginBox />
            </Suspense>
          </Grid.Col>
        </Grid>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg" mt={56}>
          <BoardPreview board="notice" contentRoute="noticeContent" state={notices} />
          <BoardPreview board="press" contentRoute="pressContent" state={press} />
          <BoardPreview board="qna" contentRoute="qnaContent" state={faq} />
        </SimpleGrid>
        <ProductCards />
        <PartnerCarousel />
      </Container>
    </>
  );
}
