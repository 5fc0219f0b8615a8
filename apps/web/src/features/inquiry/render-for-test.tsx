import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { AlertDialogProvider } from '../../ui/alert-dialog';
import ko from './i18n/ko.json';

// The few shared strings these pages show (the app's common and validation namespaces are the app layer's).
export const postcode = {
  postCode: '우편번호',
  address: '주소',
  addressDetail: '상세 주소',
  search: '주소 검색',
  dialogTitle: '주소 검색',
  loadFailed: '우편번호 서비스를 불러오지 못했습니다. 페이지를 새로고침하거나 관리자에게 문의해주세요.',
  manualHint: '지금은 우편번호(5자리)와 주소를 직접 입력하실 수 있습니다.',
};

const koCommon = {
  actions: { ok: '확인', close: '닫기' },
  dialog: { notice: '알림' },
  errors: { unknown: '요청을 처리하지 못했습니다.', code: { 110: '이미 사용 중인 아이디입니다.' } },
};
const koValidation = {
  v: {
    required: '필수 입력 항목입니다.',
    phonePrefix: '전화번호 앞자리를 선택해주세요.',
    phonePart: '전화번호는 4자리 이내의 숫자로 입력해주세요.',
    consentRequired: '개인정보 수집·이용에 동의해주세요.',
    idRequired: '아이디를 입력해주세요.',
    idPattern: '아이디는 4~12자의 영문 또는 숫자만 사용 가능합니다.',
    emailRequired: '이메일을 입력해주세요.',
    emailInvalid: '올바른 이메일 형식이 아닙니다.',
    phoneRequired: '전화번호를 입력해주세요.',
    phonePattern: '전화번호 형식을 확인해주세요.',
    orgTypeRequired: '기관 유형을 선택해주세요.',
    fileMismatch: '파일 내용이 파일 이름의 형식과 일치하지 않습니다.',
  },
};

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'ko',
  ns: ['common', 'forms', 'validation', 'inquiry'],
  defaultNS: 'common',
  fallbackNS: 'validation',
  resources: { ko: { common: koCommon, forms: { postcode }, validation: koValidation, inquiry: ko } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** A page of this feature as the app shows it: Korean strings, Mantine, queries, alerts, a router. */
export function renderPage(page: ReactElement, { path = '/', at = '/' } = {}) {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient()}>
          <AlertDialogProvider>
            <MemoryRouter initialEntries={[at]}>
              <Routes>
                <Route path={path} element={page} />
                <Route path="/" element={<p>home</p>} />
              </Routes>
            </MemoryRouter>
          </AlertDialogProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}
