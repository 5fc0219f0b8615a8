/** What Kakao's result gives for the address the user picked (only the fields this site reads). */
export type PostcodeResult = {
  zonecode: string;
  /** R: road address, J: lot (jibun) address */
  userSelectedType: 'R' | 'J';
  roadAddress: string;
  jibunAddress: string;
  /** legal neighbourhood name (동/로/가) */
  bname: string;
  buildingName: string;
  /** Y when the building is an apartment block */
  apartment: 'Y' | 'N';
};

type PostcodeOptions = {
  oncomplete: (data: PostcodeResult) => void;
  width?: string | number;
  height?: string | number;
};

export type PostcodeWidget = new (options: PostcodeOptions) => {
  embed(element: HTMLElement): void;
  open(): void;
};

declare global {
  interface Window {
    daum?: { Postcode?: PostcodeWidget };
  }
}

export const POSTCODE_SCRIPT = 'https://t1.daumcdn.net/mapjsapi/bundle/postcode/prod/postcode.v2.js';
export const POSTCODE_TIMEOUT_MS = 10_000;

let loading: Promise<PostcodeWidget> | null = null;

/**
 * Kakao's postcode widget, loaded when someone first searches an address (not with the page: most
 * visitors never do). Loaded once; a failed load is forgotten so a later search tries again.
 */
export function loadPostcode(): Promise<PostcodeWidget> {
  const present = window.daum?.Postcode;
  if (present) return Promise.resolve(present);
  loading ??= new Promise<PostcodeWidget>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      window.clearTimeout(timer);
      script.remove();
      loading = null;
      reject(new Error(reason));
    };
    const timer = window.setTimeout(() => fail('postcode script timed out'), POSTCODE_TIMEOUT_MS);
    script.src = POSTCODE_SCRIPT;
    script.async = true;
    script.onload = () => {
      const widget = window.daum?.Postcode;
      if (!widget) return fail('postcode script defined no widget');
      window.clearTimeout(timer);
      resolve(widget);
    };
    script.onerror = () => fail('postcode script failed to load');
    document.head.append(script);
  });
  return loading;
}
