import type { Page } from '@playwright/test';

/** The address the stand-in picks, as the postcode field then shows it. */
export const standInAddress = { postCode: '34126', address: '대전광역시 유성구 대학로 99 (궁동)' } as const;

/** Kakao's postcode widget stands in here (no internet): one button that picks a Daejeon address. */
export async function standInPostcode(page: Page): Promise<void> {
  await page.addInitScript(() => {
    type Picked = Record<string, string>;
    (window as unknown as { daum: unknown }).daum = {
      Postcode: class {
        constructor(private o: { oncomplete: (data: Picked) => void }) {}
        embed(el: HTMLElement) {
          const b = document.createElement('button');
          b.type = 'button';
          b.textContent = 'stand-in: 선택';
          b.onclick = () =>
            this.o.oncomplete({
              zonecode: '34126',
              userSelectedType: 'R',
              roadAddress: '대전광역시 유성구 대학로 99',
              jibunAddress: '대전광역시 유성구 궁동 220',
              bname: '궁동',
              buildingName: '',
              apartment: 'N',
            });
          el.appendChild(b);
        }
        open() {}
      },
    };
  });
}
