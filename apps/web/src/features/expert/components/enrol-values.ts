import { fromDateInput } from '@putt/contract/dates';
import {
  coursePrerequisites,
  type ExpertCourseKey,
  type TOpenCohort,
  ZEnrolmentRequest,
} from '@putt/contract/expert-courses';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { contractResolver } from '../../../ui/form/contract-resolver';

export type EnrolmentRequest = z.output<typeof ZEnrolmentRequest>;

/** What the enrolment form holds while the member types: closer to its inputs than to the input. */
export type EnrolValues = {
  /** the name the certificate will carry: the member's, prefilled */
  name: string;
  phone: string;
  /** as typed; a whole number of years is sent as a number */
  careerYears: string;
  doctorate: boolean;
  career: string;
  priorCertificate: string;
  /** the uploaded evidence: its stored file's id (sent) and name (shown) */
  evidenceFileId: string;
  evidenceFileName: string;
  /** bank_date as <input type="date"> gives it: yyyy-mm-dd */
  payment_method: { deposit_name: string; bank_date: string };
};

export const emptyEnrolment: EnrolValues = {
  name: '',
  phone: '',
  careerYears: '',
  doctorate: false,
  career: '',
  priorCertificate: '',
  evidenceFileId: '',
  evidenceFileName: '',
  payment_method: { deposit_name: '', bank_date: '' },
};

/** The fields the form shows for a course: a server message on another field goes to the form's alert. */
export function fieldsOf(course: ExpertCourseKey): readonly string[] {
  const prerequisite = coursePrerequisites[course];
  return [
    'name',
    'phone',
    'career',
    ...(prerequisite ? ['careerYears', 'priorCertificate', 'evidenceFileId'] : []),
    ...(prerequisite?.doctorate ? ['doctorate'] : []),
    'payment_method.deposit_name',
    'payment_method.bank_date',
  ];
}

/** Years as typed: a whole number, nothing (none, when a doctorate stands in for them), or not a number. */
function yearsOf(typed: string, doctorate: boolean): number {
  const value = typed.trim();
  if (value === '') return doctorate ? 0 : Number.NaN;
  return /^\d+$/.test(value) ? Number(value) : Number.NaN;
}

/** The enrolInExpertCourse input the form's values make (the schema then checks and trims it). */
export function enrolmentRequestOf(values: EnrolValues, cohort: Pick<TOpenCohort, 'id' | 'course'>): unknown {
  const prerequisite = coursePrerequisites[cohort.course];
  const doctorate = Boolean(prerequisite?.doctorate && values.doctorate);
  return {
    cohortId: cohort.id,
    name: values.name,
    phone: values.phone,
    careerYears: prerequisite ? yearsOf(values.careerYears, doctorate) : 0,
    doctorate,
    career: values.career,
    priorCertificate: prerequisite ? values.priorCertificate : '',
    evidenceFileId: prerequisite ? values.evidenceFileId : '',
    payment_method: {
      type: 'bank_deposit',
      deposit_name: values.payment_method.deposit_name,
      bank_date: fromDateInput(values.payment_method.bank_date),
    },
  };
}

/**
 * The experience a course asks for (spec-1 §9), checked before sending as the server checks it:
 * the advanced course 2+ years, the top course 3+ years or a doctorate.
 */
export function experienceError(course: ExpertCourseKey, enrolment: EnrolmentRequest): string | null {
  const prerequisite = coursePrerequisites[course];
  if (!prerequisite || enrolment.careerYears >= prerequisite.years) return null;
  if (prerequisite.doctorate && enrolment.doctorate) return null;
  return course === 'top' ? 'expert:v.experienceTop' : 'expert:v.experienceAdvanced';
}

/** The form's checks: the contract's schema, which the server runs too, then the course's requirements. */
export function enrolResolver(
  cohort: Pick<TOpenCohort, 'id' | 'course'>,
): Resolver<EnrolValues, unknown, EnrolmentRequest> {
  const schema = contractResolver(ZEnrolmentRequest, {
    toInput: (values: EnrolValues) => enrolmentRequestOf(values, cohort),
  });
  return async (values, context, options) => {
    const result = await schema(values, context, options);
    const errors: Record<string, { type: string; message: string }> = {};
    // the server reads the evidence of every requirement (the earlier course's too) from one file
    if (coursePrerequisites[cohort.course] && !values.evidenceFileId)
      errors.evidenceFileId = { type: 'contract', message: 'expert:v.evidenceRequired' };
    if (Object.keys(result.errors).length > 0)
      return { values: {}, errors: { ...result.errors, ...errors } as typeof result.errors };
    const experience = experienceError(cohort.course, result.values as EnrolmentRequest);
    if (experience) errors.careerYears = { type: 'contract', message: experience };
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}
