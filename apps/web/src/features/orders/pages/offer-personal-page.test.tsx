import { MantineProvider } from '@mantine/core';
import { ApiError } from '@putt/contract/client';
import { addDays, formatYmd, seoulToday } from '@putt/contract/dates';
import { ErrorCode } from '@putt/contract/errors';
import { birthYears } from '@putt/contract/orders';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import i18next, { type BackendModule } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client';
import { AlertDialogProvider } from '../../../ui/alert-dialog';
import type { PostcodeResult } from '../../../ui/postcode/load-postcode';
import { toast } from '../../../ui/toast';
import ko from '../i18n/ko.json';
import OfferPersonalPage from './offer-personal-page';

vi.mock('../../../api/client', async (original) => ({
  ...(await original<object>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
const call = vi.mocked(api.call);
const offer = ko.offer;

// The shared strings the form shows (the app's common namespace belongs to the app layer).
const v = {
  productKey: '상품 키가 제공되지 않았습니다.',
  examineeName: '피검자 이름을 입력해주세요.',
  dobRequired: '생년월일을 모두 선택해주세요.',
  schoolAddressRequired: '학교 주소를 검색해주세요.',
  guardianPhone: '보호자 연락처를 입력해주세요.',
  phonePattern: '전화번호 형식을 확인해주세요. (예: 02-123-4567, 010-1234-5678)',
  priceChanged: '상품 가격이 변경되었습니다. 페이지를 새로고침한 뒤 다시 신청해주세요.',
};
const postcode = {
  postCode: '우편번호',
  address: '주소',
  addressDetail: '상세 주소',
  search: '주소 검색',
  dialogTitle: '주소 검색',
  loadFailed: '우편번호 서비스를 불러오지 못했습니다. 페이지를 새로고침하거나 관리자에게 문의해주세요.',
  manualHint: '지금은 우편번호(5자리)와 주소를 직접 입력하실 수 있습니다.',
};
const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'ko',
  ns: ['common', 'forms', 'validation', 'orders'],
  defaultNS: 'common',
  fallbackNS: 'validation',
  resources: {
    ko: {
      validation: { v },
      common: {
        actions: { ok: '확인', cancel: '취소', close: '닫기' },
        states: { loading: '불러오는 중' },
      },
      forms: { postcode },
      orders: ko,
    },
  },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

const group = {
  product_key: '1',
  level: 'E',
  price: 160000,
  products: [
    {
      SK: 'putt_e',
      PK: '1',
      name: 'PUTT 초등 다재능검사',
      nameEn: 'PUTT elementary',
      price: 0,
      type: 'putt_e',
    },
    { SK: 'tocc_e', PK: '1', name: 'TOCC 아동용', nameEn: 'TOCC child', price: 0, type: 'tocc_e' },
  ],
};
const bankAccount = { bank: '국민은행', number: '123-456-789', holder: '창의인재연구소' };
const stored = {
  name: '김하늘',
  dob: `${birthYears()[3]}0305`,
  gender: 'f',
  school_info: '한빛초등학교 5학년',
  email: 'sky@example.com',
  address: { postCode: '06236', address: '서울특별시 강남구 테헤란로 1', addressDetail: '본관' },
};

type Answers = Record<string, () => Promise<unknown>>;
function answer(overrides: Answers = {}) {
  const answers: Answers = {
    getProductGroups: async () => ({ items: [group] }),
    getSiteInfo: async () => ({ bankAccount }),
    getMyExaminees: async () => ({ items: [stored] }),
    createOrder: async () => ({ message: 'success', Item: { SK: 'order-1' } }),
    ...overrides,
  };
  call.mockImplementation(((name: string) => answers[name]!()) as never);
}

function open(key: string, words = i18n) {
  return render(
    <I18nextProvider i18n={words}>
      <MantineProvider>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <AlertDialogProvider>
            <MemoryRouter initialEntries={[`/Offer/Personal/${key}`]}>
              <Routes>
                <Route path="/Offer/Personal/:product_key" element={<OfferPersonalPage />} />
                <Route path="/Mypage/Order/Personal" element={<p>orders</p>} />
                <Route path="/Personal" element={<p>prices</p>} />
              </Routes>
            </MemoryRouter>
          </AlertDialogProvider>
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const iso = (days: number) => formatYmd(addDays(seoulToday(), days));
const submit = () => fireEvent.click(screen.getByRole('button', { name: offer.submit }));

/** Kakao's widget as the e2e stand-in: embedding it picks a Daejeon address at once. */
function standInPostcode() {
  window.daum = {
    Postcode: class {
      constructor(private options: { oncomplete: (data: PostcodeResult) => void }) {}
      embed() {
        this.options.oncomplete({
          zonecode: '34126',
          userSelectedType: 'R',
          roadAddress: '대전광역시 유성구 대학로 99',
          jibunAddress: '',
          bname: '궁동',
          buildingName: '',
          apartment: 'N',
        });
      }
      open() {}
    },
  };
}

async function fillAll() {
  await screen.findByText(offer.examinee.heading);
  fireEvent.click(screen.getByRole('button', { name: offer.examinee.loadPrevious }));
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(ko.examineePicker.choose) }));
  await waitFor(() => expect(field(offer.examinee.name).value).toBe('김하늘'));
  type(offer.guardian.name, '김보호');
  type(offer.guardian.relationship, '어머니');
  type(offer.guardian.phoneFirst, '010');
  type(offer.guardian.phoneMiddle, '1234');
  type(offer.guardian.phoneLast, '5678');
  type(offer.guardian.email, 'parent@example.com');
  fireEvent.click(screen.getByLabelText(offer.product.online));
  type(offer.product.counselDate, iso(10));
  type(offer.product.testDate, iso(3));
  type(offer.payment.depositName, '김하늘');
  type(offer.payment.depositDate, iso(1));
}

beforeEach(() => {
  vi.clearAllMocks();
  answer();
});
afterEach(() => delete window.daum);

// Filling the whole form in happy-dom takes seconds.
describe('OfferPersonalPage', { timeout: 20_000 }, () => {
  it('shows the product-key message and the way back for a key other than 1-4', () => {
    open('9');
    expect(screen.getByText(v.productKey)).toBeTruthy();
    expect(screen.getByRole('link', { name: offer.toPriceList }).getAttribute('href')).toBe('/Personal');
    expect(screen.queryByRole('button', { name: offer.submit })).toBeNull();
  });

  it('waits for the field messages when a key other than 1-4 is opened before they have loaded', async () => {
    // as the app loads them (app/i18n.ts): the page's own words are there, the contract's
    // messages arrive later; a page that did not ask for them showed their key (seen in e2e)
    const later: BackendModule = {
      type: 'backend',
      init() {},
      read: (_language, namespace, done) =>
        void setTimeout(() => done(null, namespace === 'validation' ? { v } : {}), 20),
    };
    const lazy = i18next.createInstance();
    await lazy
      .use(later)
      .use(initReactI18next)
      .init({
        lng: 'ko',
        ns: ['common', 'orders'],
        defaultNS: 'common',
        fallbackNS: 'validation',
        partialBundledLanguages: true,
        resources: { ko: { common: { states: { loading: '불러오는 중' } }, orders: ko } },
        interpolation: { escapeValue: false },
      });
    open('9', lazy);
    expect(await screen.findByText(v.productKey)).toBeTruthy();
    expect(screen.queryByText('v.productKey')).toBeNull();
  });

  it('shows the package, its price, the account and the date windows', async () => {
    open('1');
    expect(await screen.findByText('PUTT 초등 다재능검사')).toBeTruthy();
    expect(screen.getAllByText('160,000원')).toHaveLength(2);
    expect(screen.getByText(bankAccount.number)).toBeTruthy();
    expect(field(offer.product.testDate).min).toBe(iso(0));
    expect(field(offer.product.testDate).max).toBe(iso(90));
    expect(field(offer.payment.depositDate).max).toBe(iso(7));
  });

  it('shows the product list failure', async () => {
    answer({ getProductGroups: () => Promise.reject(new Error('down')) });
    open('1');
    expect(await screen.findByText(offer.loadFailed)).toBeTruthy();
  });

  it('toasts the first failure by the spec priority and marks the fields, sending nothing', async () => {
    open('1');
    await screen.findByText(offer.examinee.heading);
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith(v.examineeName));
    expect(field(offer.examinee.name).getAttribute('aria-invalid')).toBe('true');
    type(offer.examinee.name, '김하늘');
    // the fixed field's message goes as it is typed
    await waitFor(() => expect(field(offer.examinee.name).getAttribute('aria-invalid')).not.toBe('true'));
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenLastCalledWith(v.dobRequired));
    expect(call).not.toHaveBeenCalledWith('createOrder', expect.anything());
  });

  it('shows the messages of fields made of parts from the first submit on, until each is whole', async () => {
    open('1');
    await screen.findByText(offer.examinee.heading);
    type(offer.guardian.phoneFirst, '010');
    expect(screen.queryByText(v.phonePattern)).toBeNull();
    submit();
    expect(await screen.findByText(v.phonePattern)).toBeTruthy();
    expect(screen.getByText(v.dobRequired)).toBeTruthy();
    expect(screen.getByText(v.schoolAddressRequired)).toBeTruthy();
    type(offer.guardian.phoneMiddle, '1234');
    type(offer.guardian.phoneLast, '5678');
    await waitFor(() => expect(screen.queryByText(v.phonePattern)).toBeNull());
    // a detail typed before the address is searched leaves the search's message
    type(postcode.addressDetail, '본관');
    fireEvent.change(screen.getByLabelText(offer.examinee.year), {
      target: { value: String(birthYears()[3]) },
    });
    fireEvent.change(screen.getByLabelText(offer.examinee.month), { target: { value: '03' } });
    expect(screen.getByText(v.dobRequired)).toBeTruthy();
    fireEvent.change(screen.getByLabelText(offer.examinee.day), { target: { value: '05' } });
    await waitFor(() => expect(screen.queryByText(v.dobRequired)).toBeNull());
    expect(screen.getByText(v.schoolAddressRequired)).toBeTruthy();
  });

  it('checks the picked examinee again once the form was submitted', async () => {
    open('1');
    await screen.findByText(offer.examinee.heading);
    submit();
    expect(await screen.findByText(v.dobRequired)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: offer.examinee.loadPrevious }));
    fireEvent.click(await screen.findByRole('button', { name: new RegExp(ko.examineePicker.choose) }));
    await waitFor(() => expect(screen.queryByText(v.dobRequired)).toBeNull());
    expect(screen.queryByText(v.schoolAddressRequired)).toBeNull();
    expect(field(offer.examinee.name).getAttribute('aria-invalid')).not.toBe('true');
    expect(screen.getByText(v.guardianPhone)).toBeTruthy();
  });

  it('fills the examinee from the picker and the postcode search', async () => {
    standInPostcode();
    open('1');
    await fillAll();
    const year = screen.getByLabelText(offer.examinee.year) as HTMLSelectElement;
    expect(year.value).toBe(String(birthYears()[3]));
    expect(field(postcode.postCode).value).toBe('06236');
    fireEvent.click(screen.getByRole('button', { name: postcode.search }));
    await waitFor(() => expect(field(postcode.postCode).value).toBe('34126'));
    expect((screen.getByLabelText(postcode.address) as HTMLInputElement).value).toBe(
      '대전광역시 유성구 대학로 99 (궁동)',
    );
    expect(field(postcode.addressDetail).value).toBe('본관');
  });

  it('says so when there is no stored examinee', async () => {
    answer({ getMyExaminees: async () => ({ items: [] }) });
    open('1');
    await screen.findByText(offer.examinee.heading);
    fireEvent.click(screen.getByRole('button', { name: offer.examinee.loadPrevious }));
    expect(await screen.findByText(ko.examineePicker.none)).toBeTruthy();
  });

  it('sends the order once per form key, then toasts and opens the order list', async () => {
    open('1');
    await fillAll();
    submit();
    await screen.findByText('orders');
    expect(toast.success).toHaveBeenCalledWith(offer.success);
    expect(call).toHaveBeenCalledWith(
      'createOrder',
      expect.objectContaining({
        product_key: '1',
        totalPrice: 160000,
        guardian: { name: '김보호', relationship: '어머니', phone_number: '010-1234-5678' },
        project: {
          counsel_type: 'online',
          counsel_target_date: addDays(seoulToday(), 10),
          start_target_date: addDays(seoulToday(), 3),
        },
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      }),
    );
  });

  it('keeps what was typed and the key when the server refuses, with its reason', async () => {
    answer({
      createOrder: () =>
        Promise.reject(new ApiError(400, ErrorCode.INVALID_DATA, 'price', { totalPrice: 'v.priceChanged' })),
    });
    open('1');
    await fillAll();
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(v.priceChanged));
    expect(field(offer.guardian.name).value).toBe('김보호');
    submit();
    await waitFor(() => expect(call.mock.calls.filter(([name]) => name === 'createOrder')).toHaveLength(2));
    const keys = call.mock.calls
      .filter(([name]) => name === 'createOrder')
      .map(([, input]) => (input as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).toBe(keys[1]);
  });

  it('says the generic failure when the server breaks', async () => {
    answer({ createOrder: () => Promise.reject(new ApiError(500, ErrorCode.INTERNAL_ERROR, 'boom')) });
    open('1');
    await fillAll();
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(offer.failed));
  });

  it('cancels after a confirmation and goes back to the price list', async () => {
    open('1');
    await screen.findByText(offer.examinee.heading);
    fireEvent.click(screen.getByRole('button', { name: offer.cancel }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: offer.cancelConfirm }));
    await screen.findByText('prices');
    expect(toast.info).toHaveBeenCalledWith(offer.canceled);
  });
});
