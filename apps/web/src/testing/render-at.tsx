import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import common from '../app/i18n/ko/common.json';
import forms from '../app/i18n/ko/forms.json';
import status from '../app/i18n/ko/status.json';
import validation from '../app/i18n/ko/validation.json';
import { AlertDialogProvider } from '../ui/alert-dialog';

/**
 * Unit tests only: renders a page at an address with the providers the app gives it (the alert dialog too) and the app's
 * Korean shell strings (common, forms, status, validation) plus the feature's (`namespaces`). Tests may see the app layer; features may not.
 */
export function renderAt(
  path: string,
  route: string,
  element: ReactNode,
  namespaces: Record<string, Record<string, unknown>>,
) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'ko',
    defaultNS: 'common',
    fallbackNS: 'validation',
    resources: { ko: { ...namespaces, common, forms, status, validation } },
    interpolation: { escapeValue: false },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={queryClient}>
          <AlertDialogProvider>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route path={route} element={element} />
              </Routes>
            </MemoryRouter>
          </AlertDialogProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}
