import { Container, Paper, Stack, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingState } from '../../ui/states';
import { BoardPreview } from './board-preview';
import { CategoryTiles } from './category-tiles';
import classes from './home.module.css';
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
  const { t } = useTranslation();
  return (
    <>
      {/* Every other page's h1 is its banner's title: Home's names the site for those who move by
          headings (a screen reader's first stop), where the hero's slides speak for it visually. */}
      <VisuallyHidden component="h1">{t('routes:home.title')}</VisuallyHidden>
      <HeroBanner />
      <Container size="lg" py="xl">
        <div className={classes.columns}>
          <Stack gap="xl">
            <CategoryTiles />
            <QuickLinks />
          </Stack>
          <div>
            <Suspense
              fallback={
                <Paper withBorder p="xl" radius="md" mih={420}>
                  <LoadingState />
                </Paper>
              }
            >
              <LoginBox />
            </Suspense>
          </div>
        </div>
        <div className={`${classes.section} ${classes.boards}`}>
          <BoardPreview board="notice" type="NOTICE" contentRoute="noticeContent" />
          <BoardPreview board="press" type="PRESS" contentRoute="pressContent" />
          <BoardPreview board="qna" type="QNA" contentRoute="qnaContent" />
        </div>
        <ProductCards />
        <PartnerCarousel />
      </Container>
    </>
  );
}
