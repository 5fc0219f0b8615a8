import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type api } from '../../../api/client';
import { renderAt } from '../../../testing/render-at';
import { toast } from '../../../ui/toast';
import settingsKo from './i18n/ko.json';
import adminKo from '../i18n/ko.json';
import SettingsPage from './settings-page';

// the retention history answers the same in every test; each test answers the rest through `call`
const call = vi.hoisted(() => vi.fn<typeof api.call>());
const history = vi.hoisted(() => ({
  items: [
    {
      at: Date.UTC(2026, 10, 2, 1, 0),
      staffLogin: 'boss01',
      old: null,
      new: { identityYears: 3, inactiveAccountYears: 1 },
    },
  ],
}));
vi.mock('../../../api/client', async (original) => ({
  ...(await original<object>()),
  api: {
    call: ((name, ...rest) =>
      name === 'adminListRetentionHistory'
        ? Promise.resolve(history)
        : call(name, ...rest)) as typeof api.call,
  },
}));
vi.mock('../../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));

const settings = {
  site: {
    representative: { ko: '홍길동', en: 'Gildong Hong' },
    businessNumber: '000-00-00000',
    mailOrderNumber: '제0000-대전유성-00000호',
    address: { ko: '대전광역시 유성구 대학로 000', en: 'Daejeon' },
    phone: '042-000-0000',
    fax: '042-000-0001',
    email: 'contact@example.com',
  },
  bankAccount: { bank: '국민은행', number: '000000-00-000000', holder: '창의인재연구소' },
  partners: [
    { name: '교육부', nameEn: 'Ministry of Education', url: 'https://www.moe.go.kr', logoFileId: null },
  ],
  documents: { taxTreatment: 'included', quotationValidDays: 30, sealFileId: null },
  retention: { identityYears: 3, inactiveAccountYears: 1 },
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

async function documentsSection() {
  return within(await screen.findByRole('region', { name: settingsKo.documents.title }));
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

describe('/Admin/Settings in production', () => {
  const checklist = {
    items: [
      { setting: 'mailOrderNumber', value: '제0000-대전유성-00000호' },
      { setting: 'bankAccount', value: '국민은행 000000-00-000000 (창의인재연구소)' },
    ],
  };

  it('lists the settings still at their demo values, each a link that takes focus to its form', async () => {
    call.mockImplementation(async (name) =>
      name === 'adminGetSettings' ? settings : name === 'adminListDemoSettings' ? checklist : {},
    );
    renderPage();
    const list = within(await screen.findByRole('region', { name: settingsKo.demo.title }));
    expect(list.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      `${settingsKo.site.mailOrderNumber} (지금: 제0000-대전유성-00000호)`,
      `${settingsKo.bank.title} (지금: 국민은행 000000-00-000000 (창의인재연구소))`,
    ]);
    await bankSection();
    fireEvent.click(list.getByRole('link', { name: settingsKo.bank.title }));
    const heading = screen.getByRole('heading', { name: settingsKo.bank.title });
    await waitFor(() => expect(document.activeElement).toBe(heading));
  });

  it('takes a mail-order report number in a tolerant form and refuses one without its parts', async () => {
    call.mockImplementation(async (name) =>
      name === 'adminGetSettings' ? settings : { message: 'success' },
    );
    renderPage();
    const site = within(await screen.findByRole('region', { name: settingsKo.site.title }));
    const field = site.getByRole('textbox', { name: new RegExp(`^${settingsKo.site.mailOrderNumber}`) });
    fireEvent.change(field, { target: { value: '2026-01234' } });
    fireEvent.click(site.getByRole('button', { name: settingsKo.site.save }));
    expect(await site.findByText(settingsKo.v.mailOrderNumber)).toBeTruthy();

    fireEvent.change(field, { target: { value: ' 제 2026-대전유성-01234 호 ' } });
    fireEvent.click(site.getByRole('button', { name: settingsKo.site.save }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminUpdateSettings', {
        section: 'site',
        value: { ...settings.site, mailOrderNumber: '제 2026-대전유성-01234 호' },
      }),
    );
  });
});

describe('/Admin/Settings documents', () => {
  const saved = () =>
    call.mock.calls.filter(([name]) => name === 'adminUpdateSettings').map(([, input]) => input);

  it('refuses a validity out of range without sending, then saves tax exempt and 14 days', async () => {
    call.mockImplementation(async (name) =>
      name === 'adminGetSettings' ? settings : { message: 'success' },
    );
    renderPage();
    const documents = await documentsSection();
    const included = documents.getByRole('radio', { name: settingsKo.documents.taxIncluded });
    expect(included).toHaveProperty('checked', true);
    const days = documents.getByRole('textbox', { name: /^견적 유효기간/ });
    expect(days).toHaveProperty('value', '30일');

    fireEvent.change(days, { target: { value: '181' } });
    fireEvent.click(documents.getByRole('button', { name: settingsKo.documents.save }));
    expect(await documents.findByText(settingsKo.v.validDays)).toBeTruthy();
    expect(saved()).toHaveLength(0);

    fireEvent.click(documents.getByRole('radio', { name: settingsKo.documents.taxExempt }));
    fireEvent.change(days, { target: { value: '14' } });
    fireEvent.click(documents.getByRole('button', { name: settingsKo.documents.save }));
    await waitFor(() =>
      expect(saved()).toEqual([
        { section: 'documents', value: { taxTreatment: 'exempt', quotationValidDays: 14, sealFileId: null } },
      ]),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(settingsKo.documents.saved));
  });

  it('uploads a seal with its preview, saves it, then removes it', async () => {
    call.mockImplementation(async (name) => {
      if (name === 'adminGetSettings') return settings;
      if (name === 'adminUploadSeal') {
        return { id: 'seal0123456789abcdef', name: 'seal.png', type: 'image/png', size: 8 };
      }
      return { message: 'success' };
    });
    renderPage();
    const documents = await documentsSection();
    expect(documents.getByText(settingsKo.documents.sealNone)).toBeTruthy();
    const input = documents
      .getByRole('group', { name: settingsKo.documents.seal })
      .parentElement!.querySelector('input[type="file"]')!;

    // a WebP image is refused here, as the server would
    const webp = new File([new Uint8Array([1, 2, 3])], 'seal.webp', { type: 'image/webp' });
    fireEvent.change(input, { target: { files: [webp] } });
    expect(await documents.findByText(settingsKo.v.sealType)).toBeTruthy();
    expect(call.mock.calls.some(([name]) => name === 'adminUploadSeal')).toBe(false);

    const png = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'seal.png', {
      type: 'image/png',
    });
    fireEvent.change(input, { target: { files: [png] } });
    expect(await documents.findByRole('img', { name: settingsKo.documents.sealPreview })).toBeTruthy();
    expect(call).toHaveBeenCalledWith('adminUploadSeal', {
      file: { name: 'seal.png', type: 'image/png', base64: 'iVBORw0KGgo=' },
    });
    fireEvent.click(documents.getByRole('button', { name: settingsKo.documents.save }));
    await waitFor(() =>
      expect(saved()).toEqual([
        {
          section: 'documents',
          value: { taxTreatment: 'included', quotationValidDays: 30, sealFileId: 'seal0123456789abcdef' },
        },
      ]),
    );

    fireEvent.click(documents.getByRole('button', { name: settingsKo.documents.sealRemove }));
    expect(documents.queryByRole('img', { name: settingsKo.documents.sealPreview })).toBeNull();
    fireEvent.click(documents.getByRole('button', { name: settingsKo.documents.save }));
    await waitFor(() => expect(saved()).toHaveLength(2));
    expect(saved()[1]).toEqual({
      section: 'documents',
      value: { taxTreatment: 'included', quotationValidDays: 30, sealFileId: null },
    });
  });

  it("shows the server's refusal of the seal next to it", async () => {
    call.mockImplementation(async (name) => {
      if (name === 'adminGetSettings') {
        return { ...settings, documents: { ...settings.documents, sealFileId: 'gone0123456789abcdef' } };
      }
      throw new ApiError(400, ErrorCode.INVALID_DATA, 'Invalid data', {
        'value.sealFileId': 'admin_settings:v.sealNotFound',
      });
    });
    renderPage();
    const documents = await documentsSection();
    fireEvent.click(documents.getByRole('button', { name: settingsKo.documents.save }));
    expect(await documents.findByText(settingsKo.v.sealNotFound)).toBeTruthy();
  });
});

describe('/Admin/Settings partner logos', () => {
  it('checks and uploads a logo through the same image field, with the partner kind', async () => {
    call.mockImplementation(async (name) => {
      if (name === 'adminGetSettings') return settings;
      if (name === 'adminUploadPartnerLogo') {
        return { id: 'logo0123456789abcdef', name: 'moe.webp', type: 'image/webp', size: 3 };
      }
      return { message: 'success' };
    });
    renderPage();
    const partners = within(await screen.findByRole('region', { name: settingsKo.partners.title }));
    const input = partners
      .getByRole('group', { name: settingsKo.partners.logo })
      .parentElement!.querySelector('input[type="file"]')!;
    fireEvent.change(input, {
      target: { files: [new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' })] },
    });
    expect(await partners.findByText(settingsKo.v.logoType)).toBeTruthy();

    fireEvent.change(input, { target: { files: [new File([new Uint8Array([1, 2, 3])], 'moe.webp')] } });
    expect(
      await partners.findByRole('img', {
        name: settingsKo.partners.logoPreview.replace('{{name}}', '교육부'),
      }),
    ).toBeTruthy();
    expect(call).toHaveBeenCalledWith('adminUploadPartnerLogo', {
      file: { name: 'moe.webp', type: '', base64: 'AQID' },
    });
  });
});

describe('/Admin/Settings retention periods', () => {
  it('refuses a period outside its bounds without sending, saves one within, and shows the history', async () => {
    call.mockImplementation(async (name) =>
      name === 'adminGetSettings' ? settings : { message: 'success' },
    );
    renderPage();
    const section = within(await screen.findByRole('region', { name: settingsKo.retention.title }));
    const identity = section.getByRole('textbox', {
      name: new RegExp(`^${settingsKo.retention.identityYears}`),
    });
    fireEvent.change(identity, { target: { value: '6' } });
    fireEvent.click(section.getByRole('button', { name: settingsKo.retention.save }));
    expect(await section.findByText(settingsKo.v.retentionYears)).toBeTruthy();
    expect(call.mock.calls.some(([name]) => name === 'adminUpdateSettings')).toBe(false);

    fireEvent.change(identity, { target: { value: '4' } });
    fireEvent.click(section.getByRole('button', { name: settingsKo.retention.save }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminUpdateSettings', {
        section: 'retention',
        value: { identityYears: 4, inactiveAccountYears: 1 },
      }),
    );
    expect(toast.success).toHaveBeenCalledWith(settingsKo.retention.saved);
    const changes = within(await section.findByRole('table'));
    expect(changes.getByText('boss01')).toBeTruthy();
    expect(changes.getByText(settingsKo.retention.defaults)).toBeTruthy();
  });
});
