import { ApiError } from '@putt/contract/client';
import type { TAdminInquiry } from '@putt/contract/admin/inquiries';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../../testing/render-at';
import strings from './i18n/ko.json';
import admin from '../i18n/ko.json';
import InquiryDetailPage from './inquiry-detail-page';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const inquiry = (over: Partial<TAdminInquiry> = {}): TAdminInquiry => ({
  kind: 'organisation',
  id: 'org-1',
  created: Date.UTC(2025, 2, 1, 3),
  status: 'new',
  name: '이선생',
  phoneNumber: '042-123-4567',
  email: 'teacher@school.example',
  content: '단체 검사 견적을 부탁드립니다.',
  attachment: { fileId: 'file-1', name: '명단.xlsx' },
  organisation: {
    orgName: '한빛초등학교',
    deptName: '교무부',
    targetProduct: 'P_PUTT',
    examineeCount: 120,
    postCode: '34126',
    address: '대전광역시 유성구',
    addressDetail: '본관',
  },
  answers: [],
  ...over,
});

const open = () =>
  renderAt('/Admin/Inquiries/organisation/org-1', '/Admin/Inquiries/:kind/:id', <InquiryDetailPage />, {
    admin,
    admin_inquiries: strings,
  });

const answerField = () => screen.getByLabelText(/답변 내용/) as HTMLTextAreaElement;

describe('the inquiry detail page', () => {
  afterEach(() => call.mockReset());

  it('shows the inquiry with its attachment link and the answers sent', async () => {
    call.mockResolvedValue(
      inquiry({
        answers: [
          { id: 'a1', at: Date.UTC(2025, 2, 2, 1), staffLogin: 'helper', body: '견적서를 보내드립니다.' },
        ],
      }),
    );
    open();
    expect(await screen.findByText('단체 검사 견적을 부탁드립니다.')).toBeTruthy();
    expect(call).toHaveBeenCalledWith(
      'adminGetInquiry',
      { kind: 'organisation', id: 'org-1' },
      expect.anything(),
    );
    expect(screen.getByRole('link', { name: '명단.xlsx 내려받기' }).getAttribute('href')).toBe(
      '/files/file-1',
    );
    expect(screen.getByText('견적서를 보내드립니다.')).toBeTruthy();
    expect(screen.getByText('2025-03-02 10:00 · helper')).toBeTruthy();
    expect(screen.getByText('한빛초등학교')).toBeTruthy();
  });

  it('asks for the answer before sending anything', async () => {
    call.mockResolvedValue(inquiry());
    open();
    fireEvent.click(await screen.findByRole('button', { name: '답변 보내기' }));
    expect(await screen.findByText('답변 내용을 입력해 주세요.')).toBeTruthy();
    expect(call).not.toHaveBeenCalledWith('adminAnswerInquiry', expect.anything());
  });

  it('keeps the answer typed when sending fails, and sends it trimmed once it works', async () => {
    let fail = true;
    call.mockImplementation(async (name: string) => {
      if (name === 'adminGetInquiry') return inquiry();
      if (name === 'adminAnswerInquiry') {
        if (fail) throw new ApiError(409, 409, 'A closed inquiry cannot be answered');
        return { message: 'success' };
      }
      throw new Error(`unexpected ${name}`);
    });
    open();
    await screen.findByRole('button', { name: '답변 보내기' });
    fireEvent.change(answerField(), { target: { value: '  견적서를 첨부합니다.  ' } });
    fireEvent.click(screen.getByRole('button', { name: '답변 보내기' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      '현재 상태에서는 처리할 수 없습니다. 화면을 새로 고쳐 확인해 주세요.',
    );
    expect(answerField().value).toBe('  견적서를 첨부합니다.  ');

    fail = false;
    fireEvent.click(screen.getByRole('button', { name: '답변 보내기' }));
    await waitFor(() => expect(answerField().value).toBe(''));
    expect(call).toHaveBeenCalledWith('adminAnswerInquiry', {
      kind: 'organisation',
      id: 'org-1',
      body: '견적서를 첨부합니다.',
    });
    // the thread is read again after the answer
    await waitFor(() =>
      expect(call.mock.calls.filter(([name]) => name === 'adminGetInquiry')).toHaveLength(2),
    );
  });

  it('offers no answer form for a closed inquiry, only reopening it', async () => {
    call.mockImplementation(async (name: string) => {
      if (name === 'adminGetInquiry') return inquiry({ status: 'closed' });
      return { message: 'success' };
    });
    open();
    expect(
      await screen.findByText('종료된 문의에는 답변할 수 없습니다. 다시 열면 답변할 수 있습니다.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText(/답변 내용/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '다시 열기' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('adminSetInquiryStatus', {
        kind: 'organisation',
        id: 'org-1',
        status: 'new',
      }),
    );
  });
});
