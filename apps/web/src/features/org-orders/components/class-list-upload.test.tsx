import type { TProjectDetail } from '@putt/contract/orders';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseFile } from '../../../testing/choose-file';
import { toast } from '../../../ui/toast';
import { ClassListUpload } from './class-list-upload';
import { renderOrgOrders } from './org-orders-test-render';

const call = vi.hoisted(() => vi.fn());
vi.mock('../../../api/client', async (original) => ({ ...(await original<object>()), api: { call } }));

const project: TProjectDetail = {
  SK: 'p-1',
  num: 1,
  name: '2학년 1반',
  type: 'putt_m',
  status: 'pending',
  start_target_date: '20261201',
  end_target_date: '20261205',
  counsel_target_date: null,
  counsel_type: null,
  responder_uri: null,
  student_count: 30,
  examinees: [],
};

const open = () => renderOrgOrders('/x', '/x', <ClassListUpload project={project} orderSk="sk-1" />);

describe('class list upload', () => {
  afterEach(() => call.mockReset());

  it('names every bad row with its row, column and value, and offers no registration', async () => {
    call.mockResolvedValue({
      ok: false,
      problems: [
        { row: 3, column: '성별', key: 'org-orders:v.genderInvalid', value: '모름' },
        { row: null, column: null, key: 'org-orders:v.classListMoreThanCount' },
      ],
    });
    open();
    expect(screen.getByText('등록된 학생 명단이 없습니다.')).toBeTruthy();
    expect(screen.getByRole('link', { name: '명단 양식 내려받기' }).getAttribute('href')).toBe(
      '/documents/class-list-template.xlsx',
    );
    chooseFile('2-1.csv', '.xlsx,.csv', '번호,이름');
    const alert = await screen.findByRole('alert');
    expect(call).toHaveBeenCalledWith('previewClassList', {
      SK: 'p-1',
      file: { name: '2-1.csv', base64: Buffer.from('번호,이름').toString('base64') },
    });
    const items = within(alert)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      '3행: 성별은 남 또는 여로 입력해 주세요. (성별 열: 모름)',
      '명단의 학생이 학급의 학생 수보다 많습니다. 학급 정보에서 학생 수를 먼저 늘려 주세요.',
    ]);
    expect(screen.queryByRole('button', { name: /명 등록/ })).toBeNull();
  });

  it('previews a valid list and registers it', async () => {
    const students = [
      { num: 1, name: '김민준', gender: 'm', dob: '20110304' },
      { num: 2, name: '이서연', gender: 'f', dob: '20110709' },
    ];
    const success = vi.spyOn(toast, 'success').mockImplementation(() => '');
    call.mockImplementation(async () => ({ ok: true, students }));
    open();
    chooseFile('2-1.xlsx', '.xlsx,.csv', '번호,이름');
    const preview = await screen.findByRole('region', { name: '2-1.xlsx 미리보기' });
    expect(
      within(preview)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['번호이름성별생년월일', '1김민준남2011-03-04', '2이서연여2011-07-09']);
    fireEvent.click(screen.getByRole('button', { name: '2명 등록' }));
    await waitFor(() =>
      expect(call).toHaveBeenCalledWith('registerClassList', expect.objectContaining({ SK: 'p-1' })),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('학생 2명을 등록했습니다.'));
    // the preview is gone: the page reads the order again and shows the registered students
    expect(screen.queryByRole('region', { name: '2-1.xlsx 미리보기' })).toBeNull();
  });
});
