import { matchRoute } from '@putt/contract/routes';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../testing/render-at';
import { usePageTitle } from '../../ui/page-title';
import common from '../i18n/ko/common.json';
import routes from '../i18n/ko/routes.json';
import { RouteEffects } from '../route-effects';
import { PageBanner } from './page-banner';

const path = '/Mypage/Order/Org/Detail/sk-1';

/** A page that titles itself once its order is known, and can be left. */
function TitledPage() {
  const [shown, setShown] = useState(true);
  return (
    <>
      <RouteEffects />
      <PageBanner route={matchRoute(path)!} />
      {shown && <Titling />}
      <button onClick={() => setShown(false)}>leave</button>
    </>
  );
}

function Titling() {
  usePageTitle('구매 상세');
  return null;
}

describe('the page banner', () => {
  it("shows a page's own title in its h1 and the document's title, and the route's once the page is gone", async () => {
    renderAt(path, '*', <TitledPage />, { routes });
    const heading = await screen.findByRole('heading', { level: 1, name: '구매 상세' });
    await waitFor(() => expect(document.title).toBe(`구매 상세 | ${common.company.name}`));
    fireEvent.click(screen.getByRole('button', { name: 'leave' }));
    await waitFor(() => expect(heading.textContent).toBe(routes.orgOrderDetail.title));
    await waitFor(() =>
      expect(document.title).toBe(`${routes.orgOrderDetail.title} | ${common.company.name}`),
    );
  });
});
