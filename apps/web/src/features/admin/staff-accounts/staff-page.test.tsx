import type { TStaffAccount } from '@putt/contract/admin/staff-accounts';
import { ApiError } from '@putt/contract/client';
import { ErrorCode } from '@putt/contract/errors';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client';
import { renderAt } from '../../../testing/render-at';
import staffKo from './i18n/ko.json';
import adminKo from '../i18n/ko.json';
import StaffPage from './staff-page';

vi.mock('../../../api/client', async (original) => ({
  ...(await original<object>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
const call = vi.mocked(api.call);

const boss: TStaffAccount = {
  staffId: 'boss',
  name: '대표',
  role: 'admin',
  expertCourse: null,
  locked: false,
  secondFactor: true,
  createdAt: Date.UTC(2024, 0, 1),
  lastSignInAt: null,
};

const counsellor: TStaffAccount = {
  staffId: 'coach.kim',
  name: '김상담',
  role: 'counsellor',
  expertCourse: 'growth',
  locked: false,
  secondFactor: false,
  createdAt: Date.UTC(2025, 0, 1),
  lastSignInAt: null,
};

function answer(create: () => unknown = () => ({ message: 'success' })) {
  call.mockImplementation(async (name) => {
    if (name === 'adminListStaff') return { items: [boss, counsellor] };
    if (name === 'adminGetSession') return { staff: { staffId: 'boss', name: '대표', role: 'admin' } };
    return create();
  });
}

const renderPage = () =>
  renderAt('/Admin/Staff', '/Admin/Staff', <StaffPage />, {
    admin: adminKo,
    'admin_staff-accounts': staffKo,
  });

const creates = () => call.mock.calls.filter(([name]) => name === 'adminCreateStaff');

beforeEach(() => {
  call.mockReset();
});

describe('/Admin/Staff', () => {
  it('marks the signed-in admin and keeps their own role and lock fixed', async () => {
    answer();
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: /boss/ })).closest('tr')!;
    await within(row).findByText(/\(나\)/);
    expect(within(row).getByText('사용 중')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'boss 수정' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText(staffKo.update.selfHint)).toBeTruthy();
    expect(dialog.getByRole('switch', { name: /계정 잠금/ })).toHaveProperty('disabled', true);
  });

  it('checks the id and password rules before sending, and shows a taken id (110) keeping the form', async () => {
    answer(() => {
      throw new ApiError(400, ErrorCode.ID_EXISTS, 'taken');
    });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '직원 추가' }));
    const dialog = within(await screen.findByRole('dialog'));
    const id = dialog.getByRole('textbox', { name: /^아이디/ });
    const name = dialog.getByRole('textbox', { name: /^이름/ });
    const password = dialog.getByLabelText(/^초기 비밀번호/);
    fireEvent.change(id, { target: { value: 'AB' } });
    fireEvent.change(name, { target: { value: '새 직원' } });
    fireEvent.change(password, { target: { value: 'onlyletters' } });
    fireEvent.click(dialog.getByRole('button', { name: '추가' }));
    expect(await dialog.findByText(staffKo.v.staffIdPattern)).toBeTruthy();
    expect(dialog.getByText(staffKo.v.passwordRule)).toBeTruthy();
    expect(creates()).toEqual([]);

    fireEvent.change(id, { target: { value: 'new.staff' } });
    fireEvent.change(password, { target: { value: 'initial2024' } });
    fireEvent.click(dialog.getByRole('button', { name: '추가' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]![1]).toEqual({
      staffId: 'new.staff',
      name: '새 직원',
      role: 'operator',
      expertCourse: null,
      password: 'initial2024',
    });
    expect((await dialog.findByRole('alert')).textContent).toBe('이미 사용 중인 아이디입니다.');
    expect(id).toHaveProperty('value', 'new.staff');
  });

  it('lists each account’s role and completed course', async () => {
    answer();
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: /coach\.kim/ })).closest('tr')!;
    expect(within(row).getByText('상담사')).toBeTruthy();
    expect(within(row).getByText('성장 포트폴리오 전문가 과정')).toBeTruthy();
    const own = screen.getByRole('rowheader', { name: /boss/ }).closest('tr')!;
    expect(within(own).getAllByText(staffKo.courseNone).length).toBeGreaterThan(0);
  });

  it('asks a counsellor’s course before sending, then sends the one chosen', async () => {
    answer();
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: '직원 추가' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByRole('textbox', { name: /^아이디/ }), { target: { value: 'coach.lee' } });
    fireEvent.change(dialog.getByRole('textbox', { name: /^이름/ }), { target: { value: '이상담' } });
    fireEvent.change(dialog.getByLabelText(/^초기 비밀번호/), { target: { value: 'initial2024' } });
    await choose(dialog.getByLabelText(/^권한/), '상담사');
    fireEvent.click(dialog.getByRole('button', { name: '추가' }));
    expect(await dialog.findByText(staffKo.v.courseRequired)).toBeTruthy();
    expect(creates()).toEqual([]);

    await choose(dialog.getByLabelText(/^이수한 전문가 과정/), '심화 과정');
    fireEvent.click(dialog.getByRole('button', { name: '추가' }));
    await waitFor(() => expect(creates()).toHaveLength(1));
    expect(creates()[0]![1]).toMatchObject({
      staffId: 'coach.lee',
      role: 'counsellor',
      expertCourse: 'advanced',
    });
  });

  it('shows the server’s refusal of a counsellor without a course on the course field', async () => {
    answer(() => {
      throw new ApiError(400, ErrorCode.INVALID_DATA, 'course', {
        expertCourse: 'admin_staff-accounts:v.courseRequired',
      });
    });
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: /coach\.kim/ })).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: 'coach.kim 수정' }));
    const dialog = within(await screen.findByRole('dialog'));
    const name = dialog.getByRole('textbox', { name: /^이름/ });
    fireEvent.change(name, { target: { value: '김상담 선생님' } });
    fireEvent.click(dialog.getByRole('button', { name: '저장' }));
    const course = dialog.getByLabelText(/^이수한 전문가 과정/);
    await waitFor(() => expect(course.getAttribute('aria-invalid')).toBe('true'));
    expect(dialog.getAllByText(staffKo.v.courseRequired)).toHaveLength(2); // the field's and the dialog's
    expect(name).toHaveProperty('value', '김상담 선생님');
  });
});

/** Picks an option of a Mantine select by its label. */
async function choose(select: HTMLElement, label: string) {
  fireEvent.click(select);
  // the dropdown's transition keeps it hidden from the accessibility tree in happy-dom
  fireEvent.click(await screen.findByRole('option', { name: label, hidden: true }));
}
