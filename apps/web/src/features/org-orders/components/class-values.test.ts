import { describe, expect, it } from 'vitest';
import { registrationOf, studentBalance, type RegistrationLine } from './class-values';

const lines: RegistrationLine[] = [
  { prod_id: 'putt_m', name: 'PUTT 다재능검사 (중등)', type: 'putt_m', quantity: 60 },
  { prod_id: 'tocc_h', name: 'TOCC 창의성역량검사 (청소년용)', type: 'tocc_h', quantity: 60 },
];

describe('the class registration values', () => {
  it('opens with one class per test with the spec’s defaults and the contact e-mail', () => {
    expect(registrationOf(lines, [], 'teacher@example.com', 30).products).toEqual([
      {
        prod_id: 'putt_m',
        projects: [
          {
            name: '',
            grade: 1,
            class: 1,
            major: '',
            email: 'teacher@example.com',
            start_target_date: '',
            end_target_date: '',
            student_count: 1,
          },
        ],
      },
      expect.objectContaining({ prod_id: 'tocc_h' }),
    ]);
  });

  it('reopens the saved classes of each test with their SK', () => {
    const saved = [
      {
        SK: 'p1',
        num: 1,
        name: '2학년 1반',
        type: 'tocc_h',
        status: 'pending' as const,
        start_target_date: '20301201',
        end_target_date: '20301205',
        counsel_target_date: null,
        counsel_type: null,
        responder_uri: null,
        grade: 2,
        class: 1,
        major: null,
        email: 'homeroom@example.com',
        student_count: 30,
        examinees: [],
      },
    ];
    const values = registrationOf(lines, saved, 'teacher@example.com', 30);
    expect(values.products[1]!.projects).toEqual([
      expect.objectContaining({ SK: 'p1', name: '2학년 1반', grade: 2, class: 1, student_count: 30 }),
    ]);
  });

  it('counts each test’s students against its quantity', () => {
    const values = registrationOf(lines, [], 'a@example.com', 30);
    values.products[0]!.projects = [
      { ...values.products[0]!.projects[0]!, student_count: 40 },
      { ...values.products[0]!.projects[0]!, student_count: 30 },
    ];
    values.products[1]!.projects[0]!.student_count = Number.NaN;
    expect(studentBalance(values, lines).map(({ students, over, under }) => [students, over, under])).toEqual(
      [
        [70, true, false],
        [0, false, true],
      ],
    );
  });

  it('judges exactly the ordered quantity neither over nor under, and one either side of it so', () => {
    const values = registrationOf(lines, [], 'a@example.com', 30);
    const withStudents = (count: number) => {
      values.products[0]!.projects[0]!.student_count = count;
      const [balance] = studentBalance(values, lines);
      return [balance!.over, balance!.under];
    };
    expect(withStudents(60)).toEqual([false, false]);
    expect(withStudents(61)).toEqual([true, false]);
    expect(withStudents(59)).toEqual([false, true]);
  });
});
