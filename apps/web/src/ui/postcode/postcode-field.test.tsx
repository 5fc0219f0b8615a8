import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { useState } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPostcode, type PostcodeResult, type PostcodeWidget } from './load-postcode';
import { type PostcodeLabels, PostcodeField } from './postcode-field';

vi.mock('./load-postcode', () => ({ loadPostcode: vi.fn() }));

const i18n = i18next.createInstance();
void i18n
  .use(initReactI18next)
  .init({ lng: 'ko', resources: { ko: { common: { actions: { close: '닫기' } } } } });

const labels: PostcodeLabels = {
  postCode: '우편번호',
  address: '주소',
  addressDetail: '상세 주소',
  search: '주소 검색',
  dialogTitle: '주소 찾기',
  loadFailed: '우편번호 서비스를 불러오지 못했습니다.',
  manualHint: '직접 입력하실 수 있습니다.',
};

const picked: PostcodeResult = {
  zonecode: '34126',
  userSelectedType: 'R',
  roadAddress: '대전광역시 유성구 대학로 99',
  jibunAddress: '대전광역시 유성구 궁동 220',
  bname: '궁동',
  buildingName: '',
  apartment: 'N',
};

/** Kakao's widget as the e2e stand-in: one button that picks the address above. */
const StandIn = class {
  constructor(private options: { oncomplete: (data: PostcodeResult) => void }) {}
  embed(element: HTMLElement) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = 'stand-in';
    button.onclick = () => this.options.oncomplete(picked);
    element.append(button);
  }
  open() {}
} as unknown as PostcodeWidget;

function Form() {
  const [value, setValue] = useState({ postCode: '', address: '', addressDetail: '' });
  return <PostcodeField label="기관 주소" value={value} onChange={setValue} labels={labels} />;
}

function renderField() {
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Form />
      </MantineProvider>
    </I18nextProvider>,
  );
}

afterEach(() => vi.clearAllMocks());

describe('PostcodeField', () => {
  it('fills postcode and address from the search and moves on to the detail', async () => {
    vi.mocked(loadPostcode).mockResolvedValue(StandIn);
    renderField();
    fireEvent.click(screen.getByRole('button', { name: labels.search }));
    fireEvent.click(await screen.findByRole('button', { name: 'stand-in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByLabelText(labels.postCode)).toHaveProperty('value', '34126');
    expect(screen.getByLabelText(labels.address)).toHaveProperty(
      'value',
      '대전광역시 유성구 대학로 99 (궁동)',
    );
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(labels.addressDetail)));
    fireEvent.change(screen.getByLabelText(labels.addressDetail), { target: { value: '3층' } });
    expect(screen.getByLabelText(labels.addressDetail)).toHaveProperty('value', '3층');
    expect(screen.getByLabelText(labels.postCode)).toHaveProperty('value', '34126');
  });

  it('says so when the postcode service cannot be loaded, leaving the detail usable', async () => {
    vi.mocked(loadPostcode).mockRejectedValue(new Error('offline'));
    renderField();
    fireEvent.click(screen.getByRole('button', { name: labels.search }));
    expect((await screen.findByRole('alert')).textContent).toBe(`${labels.loadFailed} ${labels.manualHint}`);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.change(screen.getByLabelText(labels.addressDetail), { target: { value: '본관' } });
    expect(screen.getByLabelText(labels.addressDetail)).toHaveProperty('value', '본관');
  });

  it('lets the postcode and address be typed once the service has failed, not before', async () => {
    vi.mocked(loadPostcode).mockRejectedValue(new Error('offline'));
    renderField();
    expect(screen.getByLabelText(labels.postCode)).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText(labels.address)).toHaveProperty('readOnly', true);
    fireEvent.click(screen.getByRole('button', { name: labels.search }));
    await screen.findByRole('alert');
    fireEvent.change(screen.getByLabelText(labels.postCode), { target: { value: '34126' } });
    fireEvent.change(screen.getByLabelText(labels.address), {
      target: { value: '대전광역시 유성구 대학로 99' },
    });
    expect(screen.getByLabelText(labels.postCode)).toHaveProperty('value', '34126');
    expect(screen.getByLabelText(labels.address)).toHaveProperty('value', '대전광역시 유성구 대학로 99');
  });
});
