import { ApiError } from '@putt/contract/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../api/client';
import { toast } from '../../../ui/toast';
import ko from '../i18n/ko.json';
import { renderPage } from '../render-for-test';
import InquiryPage from './inquiry-page';

vi.mock('../../../api/client', async (original) => ({
  ...(await original<object>()),
  api: { call: vi.fn() },
}));
vi.mock('../../../ui/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
}));
const call = vi.mocked(api.call);

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });

function fillAll() {
  type(ko.inquiry.name, '홍길동');
  fireEvent.change(screen.getByLabelText(ko.phone.prefix), { target: { value: '010' } });
  type(ko.phone.middle, '1234');
  type(ko.phone.last, '5678');
  type(ko.inquiry.email, 'gildong@example.com');
  type(ko.inquiry.content, '검사 일정이 궁금합니다.');
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: ko.inquiry.submit }));

beforeEach(() => vi.clearAllMocks());

describe('InquiryPage', () => {
  it('asks for the required fields and sends nothing when they are missing', async () => {
    renderPage(<InquiryPage />);
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ko.form.required));
    expect(screen.getAllByText('필수 입력 항목입니다.').length).toBeGreaterThan(0);
    expect(screen.getByText('전화번호 앞자리를 선택해주세요.')).toBeTruthy();
    expect(call).not.toHaveBeenCalled();
  });

  it('asks for consent when only consent is missing, and refuses "disagree"', async () => {
    renderPage(<InquiryPage />);
    fillAll();
    fireEvent.click(screen.getByLabelText(ko.consent.disagree));
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('개인정보 수집·이용에 동의해주세요.'));
    expect(call).not.toHaveBeenCalled();
  });

  it('sends the inquiry, says so and empties the form', async () => {
    call.mockResolvedValue({ data: { error: false, id: 'q1' } } as never);
    renderPage(<InquiryPage />);
    fillAll();
    fireEvent.click(screen.getByLabelText(ko.consent.agree));
    submit();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(ko.inquiry.success));
    expect(call).toHaveBeenCalledWith(
      'addMyreg',
      expect.objectContaining({
        name: '홍길동',
        phone1: '010',
        phone2: '1234',
        phone3: '5678',
        privacyAgreement: 'agree',
      }),
    );
    await waitFor(() =>
      expect(screen.getByLabelText(ko.inquiry.name, { exact: false })).toHaveProperty('value', ''),
    );
    expect(screen.getByLabelText(ko.consent.agree)).toHaveProperty('checked', false);
  });

  it("keeps everything typed when sending fails, and shows the server's reason", async () => {
    call.mockRejectedValue(new ApiError(400, 600, 'Invalid', { phone2: 'v.phonePart' }));
    renderPage(<InquiryPage />);
    fillAll();
    fireEvent.click(screen.getByLabelText(ko.consent.agree));
    submit();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('전화번호는 4자리 이내의 숫자로 입력해주세요.'),
    );
    expect(screen.getByLabelText(ko.inquiry.name, { exact: false })).toHaveProperty('value', '홍길동');
    expect(screen.getByLabelText(ko.consent.agree)).toHaveProperty('checked', true);
  });

  it('gives its own failure text when the server crashes', async () => {
    call.mockRejectedValue(new ApiError(500, 500, 'boom'));
    renderPage(<InquiryPage />);
    fillAll();
    fireEvent.click(screen.getByLabelText(ko.consent.agree));
    submit();
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(ko.inquiry.failed));
  });
});
