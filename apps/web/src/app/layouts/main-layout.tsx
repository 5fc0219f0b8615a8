import { Container } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../session/session';
import { mypageMenus, sideMenus, type MenuItem } from '../menus';
import { PageOutlet } from '../page-outlet';
import { RouteEffects } from '../route-effects';
import { useCurrentRoute } from '../../ui/use-current-route';
import classes from './main-layout.module.css';
import { PageBanner } from './page-banner';
import { SideMenu } from './side-menu';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** Header, banner, optional side menu, page, footer: the frame of every public and member page. */
export function MainLayout() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const isHome = route?.key === 'home' || route?.key === 'homeAlias';
  const session = useSession();
  const side = route && route.section !== 'none' ? route.section : null;
  let sideItems: MenuItem[] = [];
  if (side === 'mypage')
    sideItems =
      session.status === 'signedIn' && session.role !== 'individual' ? mypageMenus.org : mypageMenus.personal;
  else if (side) sideItems = sideMenus[side];
  const page = <PageOutlet />;

  return (
    <>
      <a href="#main" className="skip-link">
        {t('a11y.skipToContent')}
      </a>
      <RouteEffects />
      <SiteHeader />
      <main id="main" tabIndex={-1} style={{ outline: 'none', minHeight: '60vh' }}>
        {route && !isHome && <PageBanner route={route} />}
        {side ? (
          <Container size="lg" py="xl">
            <div className={classes.withSideMenu}>
              <SideMenu title={t(`nav.side.${side}`)} items={sideItems} />
              <div>{page}</div>
            </div>
          </Container>
        ) : (
          page
        )}
      </main>
      <SiteFooter />
    </>
  );
}
