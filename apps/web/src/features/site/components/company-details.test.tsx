import { MantineProvider } from '@mantine/core';
import type { TPublicSettings } from '@putt/contract/site';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import i18next from 'i18next';
import { renderToString } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api, queryKeyOf } from '../../../api/client';
import { useSiteInfo } from '../../../api/site-info';
import { renderAt } from '../../../testing/render-at';
import siteKo from '../i18n/ko.json';
import CompanyDetails from './company-details';

vi.mock('../../../api/client', async (original) => ({
  ...(await original<object>()),
  api: { call: vi.fn() },
}));
const call = vi.mocked(api.call);

/** What a production site with some real values and the rest at the demo's answers (decision 033). */
const production: TPublicSettings = {
  representative: { ko: null, en: null },
  businessNumber: '305-81-12345',
  mailOrderNumber: '제2026-대전유성-01234호',
  address: { ko: null, en: null },
  phone: '042-123-4567',
  fax: null,
  email: null,
  bankAccount: null,
  partners: [],
};

/** Says when the company data have arrived (the details beside it had them too). */
function Loaded() {
  return useSiteInfo().data ? 'loaded' : null;
}

beforeEach(() => call.mockReset());

describe('the footer’s company details', () => {
  it('shows the business and mail-order report numbers, and leaves out what the server left out', async () => {
    call.mockResolvedValue(production);
    renderAt('/', '/', <CompanyDetails />, { site: siteKo });
    const details = await screen.findByText(/사업자등록번호/);
    // one line each: the registration numbers, then the contacts (the address left out)
    expect(details.textContent).toBe(
      '사업자등록번호: 305-81-12345 · 통신판매업 신고번호: 제2026-대전유성-01234호\n전화: 042-123-4567',
    );
  });

  it('draws nothing when every value is left out', async () => {
    call.mockResolvedValue({ ...production, businessNumber: null, mailOrderNumber: null, phone: null });
    const { container } = renderAt(
      '/',
      '/',
      <>
        <CompanyDetails />
        <Loaded />
      </>,
      { site: siteKo },
    );
    await screen.findByText('loaded');
    expect(container.querySelector('address')).toBeNull();
  });

  it('reads no company data before the page has hydrated, even with the build server’s at hand', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeyOf('getSiteInfo'), {
      ...production,
      representative: { ko: '홍길동', en: null },
    });
    const i18n = i18next.createInstance();
    void i18n.use(initReactI18next).init({ lng: 'ko', resources: { ko: { site: siteKo } } });
    const html = renderToString(
      <I18nextProvider i18n={i18n}>
        <MantineProvider>
          <QueryClientProvider client={queryClient}>
            <CompanyDetails />
          </QueryClientProvider>
        </MantineProvider>
      </I18nextProvider>,
    );
    expect(html).not.toContain('305-81-12345');
    expect(html).not.toContain('홍길동');
    expect(call).not.toHaveBeenCalled();
  });
});
