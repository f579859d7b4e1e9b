import { afterEach, describe, expect, it } from 'vitest';
import { loadPostcode, toPickedAddress, type PostcodeConstructor } from './postcode';
import { JIBUN, ROAD_APARTMENT, ROAD_OFFICE, ROAD_RI } from './postcode-fixtures';

describe('toPickedAddress', () => {
  it('takes the road address with the dong and an apartment building as its reference', () => {
    expect(toPickedAddress(ROAD_APARTMENT)).toEqual({
      postCode: '13494',
      addr: '경기 성남시 분당구 판교역로 235 (삼평동, 에이치스퀘어 엔동)',
    });
  });

  it('leaves out a building that is not an apartment, and a 리 name', () => {
    expect(toPickedAddress(ROAD_OFFICE).addr).toBe('경기 성남시 분당구 판교역로 235 (삼평동)');
    expect(toPickedAddress(ROAD_RI)).toEqual({
      postCode: '18280',
      addr: '경기 화성시 봉담읍 동화길 34',
    });
  });

  it('takes the lot-number address when the person chose it', () => {
    expect(toPickedAddress(JIBUN)).toEqual({
      postCode: '13494',
      addr: '경기 성남시 분당구 삼평동 681',
    });
  });
});

describe('loadPostcode', () => {
  afterEach(() => {
    delete window.kakao;
    delete window.daum;
    document.getElementById('daum_postcode_script')?.remove();
  });

  const scripts = () => document.querySelectorAll('script#daum_postcode_script');
  const Stub = class {
    embed() {}
    open() {}
  } as unknown as PostcodeConstructor;

  it('appends one script for every caller and answers its Postcode constructor', async () => {
    const first = loadPostcode('/stub/postcode.v2.js');
    const second = loadPostcode('/stub/postcode.v2.js');
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
    expect((scripts()[0] as HTMLScriptElement).src).toContain('/stub/postcode.v2.js');

    window.kakao = { Postcode: Stub };
    scripts()[0]!.dispatchEvent(new Event('load'));

    await expect(first).resolves.toBe(Stub);
    // Once defined, no script is added again.
    await expect(loadPostcode('/stub/postcode.v2.js')).resolves.toBe(Stub);
    expect(scripts()).toHaveLength(1);
  });

  it('accepts the older daum.Postcode', async () => {
    window.daum = { Postcode: Stub };
    await expect(loadPostcode('/stub/postcode.v2.js')).resolves.toBe(Stub);
    expect(scripts()).toHaveLength(0);
  });

  it('fails when the script does not load or defines no constructor, and tries again later', async () => {
    const failed = loadPostcode('/stub/missing.js');
    scripts()[0]!.dispatchEvent(new Event('error'));
    await expect(failed).rejects.toThrow('failed to load');

    const empty = loadPostcode('/stub/empty.js');
    expect(empty).not.toBe(failed);
    expect(scripts()).toHaveLength(1);
    scripts()[0]!.dispatchEvent(new Event('load'));
    await expect(empty).rejects.toThrow('without a Postcode constructor');
  });
});
