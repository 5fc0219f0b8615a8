import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client';
import { renderAt } from '../../../testing/render-at';
import { toast } from '../../../ui/toast';
import settingsKo from '../content/settings/ko.json';
import adminKo from '../i18n/ko.json';
import SettingsPage from './settings-page';

vi.mock('../../../api/client', async (original) => ({
  ...(await original<object>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
const call = vi.mocked(api.call);

const settings = {
  site: {
    representative: { ko: '홍길동', en: 'Gildong Hong' },
    businessNumber: '000-00-00000',
    address: { ko: '대전광역시 유성구 대학로 000', en: 'Daejeon' },
    phone: '042-000-0000',
    fax: '042-000-0001',
    email: 'contact@example.com',
  },
  bankAccount: { bank: '국민은행', number: '000000-00-000000', holder: '창의인재연구소' },
  partners: [
    { name: '교육부', nameEn: 'Ministry of Education', url: 'https://www.moe.go.kr', logoFileId: null },
  ],
};

function renderPage() {
  renderAt('/Admin/Settings', '/Admin/Settings', <SettingsPage />, {
    admin: adminKo,
    admin_settings: settingsKo,
  });
}

async function bankSection() {
  return within(await screen.findByRole('region', { name: settingsKo.bank.title }));
}

beforeEach(() => {
  call.mockReset();
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('/Admin/Settings bank account', () => {
  it('shows a bad account number next to its field without sending, then saves the corrected account', async () => {
    call.mockImplementation(async (name) =>
      name === 'adminGetSettings' ? settings : { message: 'success' },
    );
    renderPage();
    const bank = await bankSection();
    const number = bank.getByRole('textbox', { name: /^계좌번호/ });
    expect(number).toHaveProperty('value', '000000-00-000000');

    fireEvent.change(number, { target: { value: '110 123 456' } });
    fireEvent.click(bank.getByRole('button', { name: settingsKo.bank.save }));
    expect(await bank.findByText(settingsKo.v.accountNumber)).toBeTruthy();
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(toast.error).toHaveBeenCalledWith(settingsKo.checkFields);
    expect(call.mock.calls.some(([name]) => name === 'adminUpdateSettings')).toBe(false);

    fireEvent.change(number, { target: { value: ' 110-123-456789 ' } });
    fireEvent.change(bank.getByRole('textbox', { name: /^은행/ }), { target: { value: '신한은행' } });
    fireEvent.click(bank.getByRole('button', { name: settingsKo.bank.save }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminUpdateSettings', {
        section: 'bankAccount',
        value: { bank: '신한은행', number: '110-123-456789', holder: '창의인재연구소' },
      }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(settingsKo.bank.saved));
    expect(bank.queryByText(settingsKo.v.accountNumber)).toBeNull();
  });

  it("shows the server's refusal next to the field and keeps what was typed", async () => {
    call.mockImplementation(async (name) => {
      if (name === 'adminGetSettings') return settings;
      throw new ApiError(400, ErrorCode.INVALID_DATA, 'Invalid data', {
        'value.holder': 'admin_settings:v.tooLong',
      });
    });
    renderPage();
    const bank = await bankSection();
    const holder = bank.getByRole('textbox', { name: /^예금주/ });
    fireEvent.change(holder, { target: { value: '주식회사 창의인재연구소' } });
    fireEvent.click(bank.getByRole('button', { name: settingsKo.bank.save }));

    expect(await bank.findByText(settingsKo.v.tooLong)).toBeTruthy();
    expect(holder).toHaveProperty('value', '주식회사 창의인재연구소');
    expect(toast.error).toHaveBeenCalledWith(settingsKo.v.tooLong);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('says so when the settings cannot be loaded', async () => {
    call.mockRejectedValue(new ApiError(500, ErrorCode.INTERNAL_ERROR, 'boom'));
    renderPage();
    expect(await screen.findByText(settingsKo.loadFailed)).toBeTruthy();
  });
});
