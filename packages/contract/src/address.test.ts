import { describe, expect, it } from 'vitest';
import { ZAddress } from './inquiries.js';
import { ZPersonalOrder } from './orders.js';

const examineeAddress = ZPersonalOrder.shape.examinee.shape.address;
const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('an address typed by hand (the address search could not load)', () => {
  it('takes a five-digit postcode, or none where the address is optional', () => {
    expect(ZAddress.safeParse({ postCode: '34126', address: '대전광역시 유성구 대학로 99' }).success).toBe(
      true,
    );
    expect(ZAddress.safeParse({}).success).toBe(true);
    for (const postCode of ['3412', '341266', '34l26', '341-26'])
      expect(messagesOf(ZAddress.safeParse({ postCode }))).toEqual(['v.postCodePattern']);
  });

  it('needs both the postcode and the address on an application', () => {
    expect(examineeAddress.safeParse({ postCode: '34126', address: '대전 유성구 대학로 99' }).success).toBe(
      true,
    );
    expect(messagesOf(examineeAddress.safeParse({ postCode: '34126', address: '' }))).toEqual([
      'v.schoolAddressRequired',
    ]);
    expect(messagesOf(examineeAddress.safeParse({ postCode: '3412', address: '대전' }))).toEqual([
      'v.postCodePattern',
    ]);
  });
});
