import type { PostcodeResult } from './load-postcode';

/**
 * The postcode and address to fill from Kakao's result, as Kakao's own sample builds them: the
 * address kind the user chose; a road address gets the neighbourhood (when it ends in 동, 로 or 가)
 * and an apartment's building name in parentheses, since road names alone are hard to recognise.
 */
export function addressFromPostcode(data: PostcodeResult): { postCode: string; address: string } {
  if (data.userSelectedType !== 'R') return { postCode: data.zonecode, address: data.jibunAddress };
  const extra: string[] = [];
  // Kakao's sample pattern, "|" included
  if (data.bname !== '' && /[동|로|가]$/.test(data.bname)) extra.push(data.bname);
  if (data.buildingName !== '' && data.apartment === 'Y') extra.push(data.buildingName);
  const suffix = extra.length > 0 ? ` (${extra.join(', ')})` : '';
  return { postCode: data.zonecode, address: `${data.roadAddress}${suffix}` };
}
