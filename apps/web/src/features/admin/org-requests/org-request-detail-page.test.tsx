import { ApiError } from '@putt/contract/client';
import type { TAdminOrgRequest } from '@putt/contract/admin/org-requests';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import OrgRequestDetailPage from './org-request-detail-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const pending: TAdminOrgRequest = {
  id: 'req-1',
  created: Date.UTC(2026, 10, 1, 3),
  status: 'pending',
  uid: 'hanbit',
  name: '한빛초등학교',
  president: '김교장',
  type: 'elementary',
  postCode: '34141',
  address: '대전광역시 유성구 대학로 99',
  addressDetail: '본관 2층',
  dept: '교무부',
  deptPersonName: '이선생',
  deptPersonPhoneNumber: '010-1111-2222',
  email: 'lee@hanbit.example',
  phoneNumber: '042-123-4567',
  description: '4학년 전체 검사 예정',
  ip: '203.0.113.5',
  decision: null,
  organisation: null,
  uidTaken: false,
};

const approved: TAdminOrgRequest = {
  ...pending,
  status: 'approved',
  decision: { staffLogin: 'reviewer', at: Date.UTC(2026, 10, 2, 1), reason: null },
  organisation: { id: 'org-uuid', orgId: 'hanbit', certificateFileId: 'cert-1' },
  uidTaken: true,
};

// The reason dialog's autosizing textarea listens to document.fonts, which happy-dom lacks.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
});

const open = () =>
  renderAt('/Admin/OrgRequests/req-1', '/Admin/OrgRequests/:id', <OrgRequestDetailPage />, {
    admin,
    'admin_org-requests': strings,
  });

const dialog = () => screen.findByRole('dialog');
const calls = (name: string) => call.mock.calls.filter(([called]) => called === name);

describe('the registration request detail page', () => {
  afterEach(() => call.mockReset());

  it('shows every field of a pending request', async () => {
    call.mockResolvedValue(pending);
    open();
    expect(await screen.findByText('한빛초등학교')).toBeTruthy();
    expect(call).toHaveBeenCalledWith('adminGetOrgRequest', { id: 'req-1' }, expect.anything());
    for (const text of [
      '검토 대기',
      'hanbit',
      '초등학교',
      '김교장',
      '(34141) 대전광역시 유성구 대학로 99 본관 2층',
      '교무부',
      '이선생',
      '010-1111-2222',
      'lee@hanbit.example',
      '042-123-4567',
      '4학년 전체 검사 예정',
      '203.0.113.5',
    ])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it('says what approving does, approves, and then offers the certificate', async () => {
    let state = pending;
    call.mockImplementation(async (name: string) => {
      if (name === 'adminGetOrgRequest') return state;
      if (name === 'adminApproveOrgRequest') {
        state = approved;
        return { organisationId: 'org-uuid', orgId: 'hanbit', certificateFileId: 'cert-1' };
      }
      throw new Error(`unexpected ${name}`);
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: '승인' }));
    const box = await dialog();
    expect(within(box).getByText(/기관 "한빛초등학교"을\(를\) 기관 아이디 hanbit/)).toBeTruthy();
    expect(within(box).getByText(/기관 관리자 계정\(아이디 admin\)/)).toBeTruthy();
    expect(within(box).getByText(/lee@hanbit.example\(으\)로 보냅니다/)).toBeTruthy();
    expect(calls('adminApproveOrgRequest')).toHaveLength(0);

    fireEvent.click(within(box).getByRole('button', { name: '승인하기' }));
    const link = await screen.findByRole('link', { name: '기관등록증(PDF) 내려받기' });
    expect(link.getAttribute('href')).toBe('/files/cert-1');
    expect(calls('adminApproveOrgRequest')).toEqual([['adminApproveOrgRequest', { id: 'req-1' }]]);
    expect(screen.getAllByText('승인됨').length).toBeGreaterThan(0);
    expect(screen.getByText('한빛초등학교 (기관 아이디 hanbit)')).toBeTruthy();
    expect(screen.getByText('reviewer')).toBeTruthy();
    // a decided request takes no more decisions
    expect(screen.queryByRole('button', { name: '승인' })).toBeNull();
    expect(screen.queryByRole('button', { name: '반려' })).toBeNull();
  });

  it('keeps the dialog open with the reason when the server refuses the approval', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'adminGetOrgRequest') return pending;
      throw new ApiError(409, 110, 'Organisation id taken', { uid: 'admin_org-requests:v.orgIdTaken' });
    });
    open();
    fireEvent.click(await screen.findByRole('button', { name: '승인' }));
    fireEvent.click(within(await dialog()).getByRole('button', { name: '승인하기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '이미 등록된 기관 아이디라 승인할 수 없습니다.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('refuses approval while the id is taken, and says why', async () => {
    call.mockResolvedValue({ ...pending, uidTaken: true });
    open();
    const button = await screen.findByRole('button', { name: '승인' });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.getByText(/이미 등록된 기관이 쓰고 있어 승인할 수 없습니다/)).toBeTruthy();
  });

  it('asks for a reason before rejecting, then sends it trimmed', async () => {
    call.mockImplementation(async (name: string) =>
      name === 'adminGetOrgRequest' ? pending : { message: 'success' },
    );
    open();
    fireEvent.click(await screen.findByRole('button', { name: '반려' }));
    const box = await dialog();
    expect(within(box).getByText(/lee@hanbit.example/)).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: '반려하기' }));
    expect(await within(box).findByText('사유를 입력해 주세요.')).toBeTruthy();
    expect(calls('adminRejectOrgRequest')).toHaveLength(0);

    fireEvent.change(within(box).getByLabelText(/사유/), { target: { value: '  기관 확인 불가  ' } });
    fireEvent.click(within(box).getByRole('button', { name: '반려하기' }));
    await waitFor(() =>
      expect(calls('adminRejectOrgRequest')).toEqual([
        ['adminRejectOrgRequest', { id: 'req-1', reason: '기관 확인 불가' }],
      ]),
    );
  });
});
