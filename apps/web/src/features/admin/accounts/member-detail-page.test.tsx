import type { TAdminMember } from '@putt/contract/admin/accounts';
import { ApiError } from '@putt/contract/client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import orderStrings from '../orders/i18n/ko.json';
import admin from '../i18n/ko.json';
import MemberDetailPage from './member-detail-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const MEMBER_ID = '6f1c2a4e-0000-4000-8000-000000000001';

const active: TAdminMember = {
  id: MEMBER_ID,
  uid: 'kimcs',
  type: 'custom',
  name: '김철수',
  email: 'kim@example.com',
  phoneNumber: '010-1234-5678',
  role: '',
  position: '',
  description: '',
  organisation: null,
  mustChangePassword: false,
  lockedAt: null,
  withdrawnAt: null,
  created: Date.UTC(2026, 10, 1, 3),
  orders: {
    total: 3,
    recent: [
      {
        SK: 'sk-1',
        name: '진로 검사 패키지',
        status: 'approved',
        totalPrice: 45_000,
        created: Date.UTC(2026, 10, 2, 1),
      },
    ],
  },
};
const locked: TAdminMember = { ...active, lockedAt: Date.UTC(2026, 10, 3, 1) };

// The reason dialog's autosizing textarea listens to document.fonts, which happy-dom lacks.
beforeAll(() => {
  if (!('fonts' in document))
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
});

const open = () =>
  renderAt(`/Admin/Members/${MEMBER_ID}`, '/Admin/Members/:id', <MemberDetailPage />, {
    admin,
    admin_accounts: strings,
    admin_orders: orderStrings,
  });

const calls = (name: string) => call.mock.calls.filter(([called]) => called === name);

/** The server double: the member as it stands, changed by the actions as the server would. */
function serve(start: TAdminMember, refuse?: ApiError) {
  let member = start;
  call.mockImplementation(async (name: string) => {
    if (name === 'adminGetMember') return member;
    if (refuse) throw refuse;
    if (name === 'adminLockMember') member = { ...member, lockedAt: Date.UTC(2026, 10, 4) };
    else if (name === 'adminUnlockMember') member = { ...member, lockedAt: null };
    else if (name === 'adminResetMemberPassword') member = { ...member, mustChangePassword: true };
    else throw new Error(`unexpected ${name}`);
    return { message: 'success' };
  });
}

describe('the member detail page', () => {
  afterEach(() => call.mockReset());

  it('shows the member, their state in words and their orders linking to the order page', async () => {
    serve(active);
    open();
    expect(await screen.findByRole('heading', { level: 1, name: '회원 정보: kimcs' })).toBeTruthy();
    expect(call).toHaveBeenCalledWith('adminGetMember', { id: MEMBER_ID }, expect.anything());
    for (const text of ['김철수', 'kim@example.com', '010-1234-5678', '일반(아이디)', '정상', '승인'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByText('모두 3건 중 최근 1건')).toBeTruthy();
    const order = screen.getByRole('link', { name: '진로 검사 패키지' });
    expect(order.getAttribute('href')).toBe('/Admin/Orders/sk-1');
  });

  it('locks only with a reason, sends it trimmed, then shows the member locked with unlock offered', async () => {
    serve(active);
    open();
    fireEvent.click(await screen.findByRole('button', { name: '잠금' }));
    const box = await screen.findByRole('dialog');
    expect(within(box).getByText(/kimcs 회원을 잠그면 바로 로그아웃되고/)).toBeTruthy();
    fireEvent.click(within(box).getByRole('button', { name: '잠그기' }));
    expect(await within(box).findByText('사유를 입력해 주세요.')).toBeTruthy();
    expect(calls('adminLockMember')).toHaveLength(0);

    fireEvent.change(within(box).getByLabelText(/사유/), { target: { value: '  결제 사기 의심  ' } });
    fireEvent.click(within(box).getByRole('button', { name: '잠그기' }));
    await waitFor(() =>
      expect(calls('adminLockMember')).toEqual([
        ['adminLockMember', { id: MEMBER_ID, reason: '결제 사기 의심' }],
      ]),
    );
    expect(await screen.findByRole('button', { name: '잠금 해제' })).toBeTruthy();
    expect(screen.getByText('잠긴 회원입니다. 잠금을 풀 때까지 로그인할 수 없습니다.')).toBeTruthy();
    expect(screen.getAllByText('잠김').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: '잠금' })).toBeNull();
  });

  it('unlocks a locked member', async () => {
    serve(locked);
    open();
    fireEvent.click(await screen.findByRole('button', { name: '잠금 해제' }));
    await waitFor(() =>
      expect(calls('adminUnlockMember')).toEqual([['adminUnlockMember', { id: MEMBER_ID }]]),
    );
    expect(await screen.findByRole('button', { name: '잠금' })).toBeTruthy();
    expect(screen.getByText('정상')).toBeTruthy();
  });

  it('asks before a password reset, saying the member gets an e-mail, then sends it', async () => {
    serve(active);
    open();
    fireEvent.click(await screen.findByRole('button', { name: '비밀번호 초기화' }));
    const box = await screen.findByRole('dialog');
    expect(within(box).getByText(/임시 비밀번호를 발급해 kim@example.com\(으\)로 보냅니다/)).toBeTruthy();
    expect(calls('adminResetMemberPassword')).toHaveLength(0);
    fireEvent.click(within(box).getByRole('button', { name: '임시 비밀번호 보내기' }));
    await waitFor(() =>
      expect(calls('adminResetMemberPassword')).toEqual([['adminResetMemberPassword', { id: MEMBER_ID }]]),
    );
    expect(await screen.findByText('발급됨 (회원이 아직 비밀번호를 바꾸지 않음)')).toBeTruthy();
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    serve(active, new ApiError(409, 409, 'The member has withdrawn'));
    open();
    fireEvent.click(await screen.findByRole('button', { name: '비밀번호 초기화' }));
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: '임시 비밀번호 보내기' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(
      '현재 상태에서는 처리할 수 없습니다. 화면을 새로 고쳐 확인해 주세요.',
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offers no password reset to a social-login member', async () => {
    serve({ ...active, type: 'kakao', uid: 'kakao-42' });
    open();
    expect(await screen.findByRole('button', { name: '잠금' })).toBeTruthy();
    expect(screen.getByText('카카오')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '비밀번호 초기화' })).toBeNull();
  });

  it('shows what is left of a withdrawn member and offers no action', async () => {
    serve({ ...active, name: '', email: '', phoneNumber: '', withdrawnAt: Date.UTC(2026, 10, 5) });
    open();
    expect(await screen.findByText(/탈퇴한 회원입니다/)).toBeTruthy();
    expect(screen.getByText('탈퇴')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '잠금' })).toBeNull();
    expect(screen.queryByRole('button', { name: '비밀번호 초기화' })).toBeNull();
    expect(screen.getByRole('link', { name: '진로 검사 패키지' })).toBeTruthy();
  });

  it('says so when the member cannot be loaded', async () => {
    call.mockRejectedValue(new ApiError(404, 300, 'Member not found'));
    open();
    expect((await screen.findByRole('alert')).textContent).toContain('데이터를 찾을 수 없습니다.');
  });
});
