/**
 * Who a counselling session is for within its order (decision 028). A school's pupil is their
 * examinee row: two pupils of one order may share a name and a birth date (in a year group of 300
 * it happens), and each bought a place. An individual's order names one child for several tests
 * (PUTT and TOCC), each test its own examinee row typed with the same name and birth date: that
 * child is one person with one session, whose detail lists both reports.
 */
export function personKeyOf(
  orderType: string,
  examinee: { sk: string; name: string; dob: string | null },
): string {
  return orderType === 'individual'
    ? `${examinee.name.trim()}|${examinee.dob ?? ''}`
    : `examinee:${examinee.sk}`;
}

/** The name and birth date an individual's person key holds; null for a school's examinee key. */
export function namedPersonOf(personKey: string): { name: string; dob: string } | null {
  if (personKey.startsWith('examinee:')) return null;
  const [name = '', dob = ''] = personKey.split('|');
  return { name, dob };
}
