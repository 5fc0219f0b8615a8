import type { TProjectDetail } from '@putt/contract/orders';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClassReports } from './class-reports';
import { classProject, renderOrgOrders } from './org-orders-test-render';

const project = (reports: TProjectDetail['reports']) => classProject({ reports });

const open = (reports: TProjectDetail['reports']) =>
  renderOrgOrders('/x', '/x', <ClassReports project={project(reports)} />);

describe('a class’s reports', () => {
  it('counts the made, the being made and the held, and offers the made ones as one ZIP', async () => {
    open({ released: 28, held: 2, queued: 3, ready: 25, failed: 1, teacher: null });
    expect((await screen.findByRole('status')).textContent).toBe(
      '완성 25명 · 만드는 중 3명 · 응답 검토 대기 2명 · 실패 1명',
    );
    expect(screen.getByRole('link', { name: '학생 보고서 모두 받기 (ZIP)' }).getAttribute('href')).toBe(
      '/documents/projects/p%201/reports.zip',
    );
    // released results are read online too
    expect(screen.getByRole('link', { name: '이 학급의 결과 보기' }).getAttribute('href')).toBe(
      '/Mypage/Order/Org/Results?class=p%201',
    );
  });

  it('says no student has submitted yet, with no download', async () => {
    open({ released: 0, held: 0, queued: 0, ready: 0, failed: 0, teacher: null });
    expect((await screen.findByRole('status')).textContent).toBe('아직 제출한 학생이 없습니다.');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('offers the last teacher report while a new one is made, and says when one failed', async () => {
    const view = open({
      released: 3,
      held: 0,
      queued: 0,
      ready: 0,
      failed: 0,
      teacher: { readyAt: '2026-11-26T03:04:00.000Z', making: true, failed: false },
    });
    const [, teacher] = await screen.findAllByRole('status');
    expect(teacher!.textContent).toBe(
      '담임교사용 보고서: 2026-11-26 12:04 완성 담임교사용 보고서를 만드는 중입니다.',
    );
    expect(screen.getByRole('link', { name: '담임교사용 보고서 받기 (PDF)' }).getAttribute('href')).toBe(
      '/documents/projects/p%201/teacher-report.pdf',
    );
    view.unmount();
    open({
      released: 3,
      held: 0,
      queued: 0,
      ready: 0,
      failed: 0,
      teacher: { readyAt: null, making: false, failed: true },
    });
    expect((await screen.findAllByRole('status'))[1]!.textContent).toBe(
      '담임교사용 보고서를 만들지 못했습니다. 다시 요청해 주세요.',
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['이 학급의 결과 보기']);
  });
});
