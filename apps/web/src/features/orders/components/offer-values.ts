import type { counselTypes, genders, TExamineeInfo } from '@putt/contract/orders';

/** A birth date as the form's three selects hold it: '' until chosen, months and days two digits. */
export type DobParts = { year: string; month: string; day: string };

/** What the application form holds while the user types: closer to its inputs than to the order. */
export type OfferValues = {
  examinee: {
    name: string;
    dob: DobParts;
    gender: '' | (typeof genders)[number];
    email: string;
    school_info: string;
    address: { postCode: string; address: string; addressDetail: string };
  };
  guardian: {
    name: string;
    relationship: string;
    phone: { first: string; middle: string; last: string };
  };
  project: {
    counsel_type: '' | (typeof counselTypes)[number];
    /** yyyy-mm-dd, as <input type="date"> gives it */
    counsel_target_date: string;
    start_target_date: string;
  };
  receiver_email: string;
  payment_method: { deposit_name: string; bank_date: string };
};

export const emptyOffer: OfferValues = {
  examinee: {
    name: '',
    dob: { year: '', month: '', day: '' },
    gender: '',
    email: '',
    school_info: '',
    address: { postCode: '', address: '', addressDetail: '' },
  },
  guardian: { name: '', relationship: '', phone: { first: '', middle: '', last: '' } },
  project: { counsel_type: '', counsel_target_date: '', start_target_date: '' },
  receiver_email: '',
  payment_method: { deposit_name: '', bank_date: '' },
};

/** The form's values of an examinee stored from an earlier application (dob yyyymmdd). */
export function examineeValues(info: TExamineeInfo): OfferValues['examinee'] {
  return {
    ...info,
    dob: { year: info.dob.slice(0, 4), month: info.dob.slice(4, 6), day: info.dob.slice(6, 8) },
    address: { ...info.address },
  };
}
