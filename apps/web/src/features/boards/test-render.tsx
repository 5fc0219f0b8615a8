import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import ko from './i18n/ko.json';

// Unit tests only: the boards' Korean strings, and the few common ones their components use.
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'ko',
  defaultNS: 'common',
  resources: {
    ko: {
      boards: ko,
      common: {
        states: { loading: '불러오는 중입니다.' },
        actions: { retry: '다시 시도' },
        errors: { unknown: '요청을 처리하지 못했습니다.', code: { 300: '데이터를 찾을 수 없습니다.' } },
      },
    },
  },
  interpolation: { escapeValue: false },
});

/** Renders a boards component at an address, with the providers the app gives it. */
export function renderAt(path: string, route: string, element: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <Routes>
              <Route path={route} element={element} />
            </Routes>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}
