import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client';
import { toast } from '../../../ui/toast';
import ko from '../i18n/ko.json';
import { renderPage } from '../render-for-test';
import OrgInquiryPage from './org-inquiry-page';

vi.mock('../../../api/client', async (original) => ({
  ...(await original<object>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
const call = vi.mocked(api.call);

const open = (pid: string) =>
  renderPage(<OrgInquiryPage />, { path: '/OrgInquiry/:pid', at: `/OrgInquiry/${pid}` });
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

beforeEach(() => vi.clearAllMocks());
afterEach(() => vi.useRealTimers());

describe('OrgInquiryPage', () => {
  it('names the product of the pid, and "other" for any other pid', () => {
    open('P_PUTT');
    expect(screen.getByLabelText(ko.org.target)).toHaveProperty('value', ko.org.targets.P_PUTT);
  });

  it('shows "other" for an unknown pid', () => {
    open('whatever');
    expect(screen.getByLabelText(ko.org.target)).toHaveProperty('value', ko.org.targets.other);
  });

  it('sends the inquiry with its pid, then goes home after 2 seconds', async () => {
    call.mockResolvedValue({ data: { error: false, id: 'o1' } } as never);
    open('C_TOCC');
    type(ko.org.orgName, '한빛중학교');
    type(ko.org.deptName, '교무부');
    type(ko.org.name, '이담당');
    type(ko.org.examineeCount, '120');
    type(ko.org.phoneNumber, '042-123-4567');
    type(ko.org.email, 'office@example.com');
    fireEvent.click(screen.getByLabelText(ko.consent.agree));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: ko.org.submit }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ko.inquiry.success, 2000));
    expect(call).toHaveBeenCalledWith(
      'addOrgMyreg',
      expect.objectContaining({ pid: 'C_TOCC', examineeCount: 120, orgName: '한빛중학교' }),
    );
    expect(screen.queryByText('home')).toBeNull();
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByText('home')).toBeTruthy();
  });

  it('asks for a number of examinees', async () => {
    open('P_PUTT');
    fireEvent.click(screen.getByRole('button', { name: ko.org.submit }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ko.form.required));
    expect(call).not.toHaveBeenCalled();
  });
});
