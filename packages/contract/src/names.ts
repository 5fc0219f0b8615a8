/**
 * One person's name however it was spaced or composed (홍 길동 is 홍길동; a name typed on a phone
 * may arrive decomposed): how an examinee's entry and a report download match the name a school
 * registered.
 */
export const sameName = (a: string, b: string) =>
  a.normalize('NFC').replace(/\s+/g, '') === b.normalize('NFC').replace(/\s+/g, '');
