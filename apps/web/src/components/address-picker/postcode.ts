/** The part of the Daum/Kakao postcode widget's `oncomplete` data the store reads (all strings). */
export interface PostcodeData {
  zonecode: string;
  address?: string;
  userSelectedType: 'R' | 'J' | string;
  roadAddress: string;
  jibunAddress: string;
  bname: string;
  buildingName: string;
  apartment: 'Y' | 'N' | string;
}

export type PostcodeCloseState = 'FORCE_CLOSE' | 'COMPLETE_CLOSE';

export interface PostcodeOptions {
  oncomplete: (data: PostcodeData) => void;
  onclose?: (state: PostcodeCloseState) => void;
  width?: string | number;
  height?: string | number;
}

export interface PostcodeWidget {
  embed(element: HTMLElement, options?: { q?: string; autoClose?: boolean }): void;
  open(options?: { q?: string }): void;
}

export type PostcodeConstructor = new (options: PostcodeOptions) => PostcodeWidget;

declare global {
  interface Window {
    kakao?: { Postcode?: PostcodeConstructor };
    daum?: { Postcode?: PostcodeConstructor };
  }
}

export interface PickedAddress {
  postCode: string;
  addr: string;
}

/** The current script defines `kakao.Postcode`; older ones `daum.Postcode`. */
const findPostcode = (): PostcodeConstructor | undefined =>
  window.kakao?.Postcode ?? window.daum?.Postcode;

const SCRIPT_ID = 'daum_postcode_script';
let loading: Promise<PostcodeConstructor> | null = null;

/**
 * The widget's constructor, loading its script once: callers share one `<script>` tag and one
 * promise while it loads, and the defined constructor afterwards. A failed load is forgotten, so
 * opening the search again tries again.
 */
export function loadPostcode(scriptUrl: string): Promise<PostcodeConstructor> {
  const ready = findPostcode();
  if (ready) return Promise.resolve(ready);
  loading ??= new Promise<PostcodeConstructor>((resolve, reject) => {
    document.getElementById(SCRIPT_ID)?.remove();
    const script = document.createElement('script');
    script.id = SCRIPT_ID;
    script.src = scriptUrl;
    script.async = true;
    script.onload = () => {
      const Postcode = findPostcode();
      if (Postcode) resolve(Postcode);
      else reject(new Error('the postcode script loaded without a Postcode constructor'));
    };
    script.onerror = () => reject(new Error(`the postcode script failed to load: ${scriptUrl}`));
    document.head.appendChild(script);
  }).finally(() => {
    loading = null;
  });
  return loading;
}

const REFERENCE_BNAME = /(동|로|가)$/;

/**
 * Postcode and address of a choice, by the widget's own sample: the road address with its
 * reference in parentheses (the legal dong when it ends in 동/로/가, the building of an apartment),
 * or the lot-number address.
 */
export function toPickedAddress(data: PostcodeData): PickedAddress {
  if (data.userSelectedType !== 'R') {
    return { postCode: data.zonecode, addr: data.jibunAddress || (data.address ?? '') };
  }
  const reference = [
    REFERENCE_BNAME.test(data.bname) ? data.bname : '',
    data.apartment === 'Y' ? data.buildingName : '',
  ].filter(Boolean);
  const suffix = reference.length > 0 ? ` (${reference.join(', ')})` : '';
  return { postCode: data.zonecode, addr: `${data.roadAddress || (data.address ?? '')}${suffix}` };
}
