import { describe, expect, it } from 'vitest';
import type { PostcodeResult } from './load-postcode';
import { addressFromPostcode } from './postcode-address';

const base: PostcodeResult = {
  zonecode: '34126',
  userSelectedType: 'R',
  roadAddress: '대전광역시 유성구 대학로 99',
  jibunAddress: '대전광역시 유성구 궁동 220',
  bname: '궁동',
  buildingName: '',
  apartment: 'N',
};

describe('addressFromPostcode', () => {
  it('adds the neighbourhood to a road address', () => {
    expect(addressFromPostcode(base)).toEqual({
      postCode: '34126',
      address: '대전광역시 유성구 대학로 99 (궁동)',
    });
  });

  it("adds an apartment's building name after the neighbourhood", () => {
    const apartment = { ...base, buildingName: '한빛아파트', apartment: 'Y' as const };
    expect(addressFromPostcode(apartment).address).toBe('대전광역시 유성구 대학로 99 (궁동, 한빛아파트)');
  });

  it('leaves out building names of other buildings and neighbourhoods not ending in 동, 로 or 가', () => {
    expect(addressFromPostcode({ ...base, bname: '유성읍', buildingName: '충남대학교' }).address).toBe(
      '대전광역시 유성구 대학로 99',
    );
    expect(
      addressFromPostcode({ ...base, bname: '', buildingName: '한빛아파트', apartment: 'Y' }).address,
    ).toBe('대전광역시 유성구 대학로 99 (한빛아파트)');
  });

  it('gives a lot address as it is', () => {
    expect(addressFromPostcode({ ...base, userSelectedType: 'J' })).toEqual({
      postCode: '34126',
      address: '대전광역시 유성구 궁동 220',
    });
  });
});
