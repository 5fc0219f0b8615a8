import type { TAdminProduct } from '@putt/contract/admin/catalogue';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client';
import { renderAt } from '../../../testing/render-at';
import { toast } from '../../../ui/toast';
import catalogueKo from './i18n/ko.json';
import adminKo from '../i18n/ko.json';
import CataloguePage from './catalogue-page';

vi.mock('../../../api/client', async (original) => ({
  ...(await original<object>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
const call = vi.mocked(api.call);

const product: TAdminProduct = {
  sk: 'putt_m',
  type: 'putt_m',
  kind: 'SURVEY',
  level: 'M',
  name: 'PUTT 중등',
  nameEn: 'PUTT middle',
  price: 5500,
  sort: 1,
  active: true,
  formUri: null,
  formEntryIds: [],
  updatedAt: 1_700_000_000_000,
};
const catalogue = {
  products: [product],
  groups: [
    { productKey: '2', level: 'M', price: 160000, productTypes: ['putt_m'], updatedAt: 1_700_000_000_000 },
  ],
};

function renderPage() {
  renderAt('/Admin/Catalogue', '/Admin/Catalogue', <CataloguePage />, {
    admin: adminKo,
    admin_catalogue: catalogueKo,
  });
}

async function openEdit() {
  renderPage();
  fireEvent.click(await screen.findByRole('button', { name: 'PUTT 중등 수정' }));
  const dialog = within(await screen.findByRole('dialog'));
  return { dialog, price: dialog.getByRole('textbox', { name: /^가격/ }) };
}

const updateCalls = () => call.mock.calls.filter(([name]) => name === 'adminUpdateProduct');

beforeEach(() => {
  call.mockReset();
  vi.mocked(toast.success).mockReset();
});

describe('/Admin/Catalogue product edit form', () => {
  it('lists the product with its price formatted', async () => {
    call.mockResolvedValue(catalogue);
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: /PUTT 중등/ })).closest('tr')!;
    expect(within(row).getByText('5,500원')).toBeTruthy();
    expect(within(row).getByText('판매 중')).toBeTruthy();
  });

  it('refuses a negative, fractional, too large or empty price next to the field without sending', async () => {
    call.mockResolvedValue(catalogue);
    const { dialog, price } = await openEdit();
    expect(price).toHaveProperty('value', '5500');
    const cases: [string, string][] = [
      ['-1', catalogueKo.v.priceRange],
      ['1.5', catalogueKo.v.priceWhole],
      ['10000001', catalogueKo.v.priceRange],
      ['', catalogueKo.v.priceRequired],
      ['abc', catalogueKo.v.priceRequired],
    ];
    for (const [typed, message] of cases) {
      fireEvent.change(price, { target: { value: typed } });
      fireEvent.click(dialog.getByRole('button', { name: '저장' }));
      expect(await dialog.findByText(message)).toBeTruthy();
    }
    expect(updateCalls()).toEqual([]);
  });

  it('sends the price as whole won with the version it was opened with, then says so', async () => {
    call.mockImplementation(async (name, input) =>
      name === 'adminUpdateProduct'
        ? { product: { ...product, ...input, updatedAt: 1 }, changes: 1 }
        : catalogue,
    );
    const { dialog, price } = await openEdit();
    fireEvent.change(price, { target: { value: '6,600' } });
    expect(dialog.getByText(/6,600원/)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(updateCalls()).toHaveLength(1));
    expect(updateCalls()[0]![1]).toEqual({
      sk: 'putt_m',
      name: 'PUTT 중등',
      nameEn: 'PUTT middle',
      price: 6600,
      active: true,
      formUri: '',
      formEntryIds: [],
      updatedAt: product.updatedAt,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(catalogueKo.form.saved));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('runs a test on an outside form: the address and the ten entry ids, checked before sending', async () => {
    call.mockImplementation(async (name, input) =>
      name === 'adminUpdateProduct'
        ? { product: { ...product, ...input, updatedAt: 1 }, changes: 2 }
        : catalogue,
    );
    const { dialog } = await openEdit();
    const address = dialog.getByRole('textbox', { name: catalogueKo.form.formUri });
    const ids = dialog.getByRole('textbox', { name: catalogueKo.form.formEntryIds });
    fireEvent.change(ids, { target: { value: '101\n102' } });
    fireEvent.click(dialog.getByRole('button', { name: '저장' }));
    expect(await dialog.findByText(catalogueKo.v.entryIdsCount)).toBeTruthy();
    fireEvent.change(address, { target: { value: 'http://forms.example.com/f' } });
    fireEvent.change(ids, { target: { value: Array.from({ length: 10 }, (_, i) => 101 + i).join('\n') } });
    fireEvent.click(dialog.getByRole('button', { name: '저장' }));
    expect(await dialog.findByText(catalogueKo.v.formUriInvalid)).toBeTruthy();
    expect(updateCalls()).toEqual([]);

    fireEvent.change(address, { target: { value: 'https://forms.example.com/f' } });
    fireEvent.click(dialog.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(updateCalls()).toHaveLength(1));
    expect(updateCalls()[0]![1]).toMatchObject({
      formUri: 'https://forms.example.com/f',
      formEntryIds: Array.from({ length: 10 }, (_, i) => `entry.${101 + i}`),
    });
  });

  it('keeps what was typed and asks to reopen when someone else saved first (409)', async () => {
    call.mockImplementation(async (name) => {
      if (name === 'adminUpdateProduct') throw new ApiError(409, ErrorCode.INVALID_STATE, 'changed');
      return catalogue;
    });
    const { dialog, price } = await openEdit();
    fireEvent.change(price, { target: { value: '7000' } });
    fireEvent.click(dialog.getByRole('button', { name: '저장' }));
    expect((await dialog.findByRole('alert')).textContent).toBe(catalogueKo.form.stale);
    expect(price).toHaveProperty('value', '7000');
    expect(toast.success).not.toHaveBeenCalled();
  });
});
