/**
 * The terms step's consent, kept for this tab only: /Join/Registration sends anyone who has not
 * agreed back to /Join, and a reload of the form does not lose it.
 */
const KEY = 'joinAgreed';

export const joinAgreement = {
  agreed: () => sessionStorage.getItem(KEY) === '1',
  agree: () => sessionStorage.setItem(KEY, '1'),
  clear: () => sessionStorage.removeItem(KEY),
};
