import { ENDPOINTS } from '@store/contract';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { startTransition, useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildPublicConfig,
  handle,
  installStubPostcode,
  renderWithProviders,
  sentRequests,
} from '@/testing/test-utils';
import { AddressPicker, POSTCODE_LOAD_TIMEOUT_MS } from './address-picker';
import { JIBUN, ROAD_APARTMENT } from './postcode-fixtures';

const SCRIPT_URL = '/test/postcode.v2.js';

function Form({ deferred = false }: { deferred?: boolean }) {
  const [address, setAddress] = useState({ postCode: '', addr: '' });
  const detailRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <AddressPicker
        idPrefix="order"
        postCode={address.postCode}
        addr={address.addr}
        onChange={(change) => {
          const merge = () => setAddress((current) => ({ ...current, ...change }));
          if (deferred) startTransition(merge);
          else merge();
        }}
        detailRef={detailRef}
      />
      <label htmlFor="order-addrDetail">상세주소</label>
      <input id="order-addrDetail" ref={detailRef} />
    </>
  );
}

function renderPicker({ deferred = false } = {}) {
  const config = handle(
    ENDPOINTS.system.config,
    buildPublicConfig({ postcodeScriptUrl: SCRIPT_URL }),
  );
  return { config, ...renderWithProviders(<Form deferred={deferred} />) };
}

const postCode = () => screen.getByLabelText('우편번호') as HTMLInputElement;
const addr = () => screen.getByLabelText('주소') as HTMLInputElement;
const searchButton = () => screen.getByRole('button', { name: '우편번호 찾기' });

describe('AddressPicker', () => {
  afterEach(() => {
    document.getElementById('daum_postcode_script')?.remove();
  });

  it('fills the read-only postcode and address from the search, then focuses the detail', async () => {
    const stub = installStubPostcode(ROAD_APARTMENT);
    const { config, user } = renderPicker();
    expect(postCode().readOnly).toBe(true);
    expect(addr().readOnly).toBe(true);
    expect(sentRequests()).toEqual([]);

    await user.click(searchButton());

    await waitFor(() => expect(postCode().value).toBe('13494'));
    expect(addr().value).toBe('경기 성남시 분당구 판교역로 235 (삼평동, 에이치스퀘어 엔동)');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('상세주소')));
    expect(config.calls).toHaveLength(1);
    expect(stub.created[0]).toMatchObject({ width: '100%', height: '100%' });
    expect(stub.embedded).toHaveLength(1);
  });

  it('takes the lot-number address when that was chosen, and can search again', async () => {
    installStubPostcode(JIBUN);
    const { config, user } = renderPicker();

    await user.click(searchButton());
    await waitFor(() => expect(addr().value).toBe('경기 성남시 분당구 삼평동 681'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    installStubPostcode(ROAD_APARTMENT);
    await user.click(searchButton());
    await waitFor(() => expect(addr().value).toContain('판교역로 235'));
    // The settings are read once.
    expect(config.calls).toHaveLength(1);
  });

  it('changes nothing when the search is closed, and gives the focus back to the button', async () => {
    installStubPostcode('FORCE_CLOSE');
    const { user } = renderPicker();

    await user.click(searchButton());

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(postCode().value).toBe('');
    expect(addr().value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(searchButton()));
  });

  /** Opens the search and makes its script fail, as a blocked or offline script does. */
  async function failSearch(user: ReturnType<typeof renderPicker>['user']) {
    await user.click(searchButton());
    const dialog = await screen.findByRole('dialog', { name: '주소 검색' });
    const script = await waitFor(() => {
      const element = document.getElementById('daum_postcode_script') as HTMLScriptElement;
      expect(element).not.toBeNull();
      return element;
    });
    expect(script.src).toContain(SCRIPT_URL);
    script.dispatchEvent(new Event('error'));
    return dialog;
  }

  it('says so in the dialog when the postcode service cannot be loaded', async () => {
    const { user } = renderPicker();

    const dialog = await failSearch(user);

    expect(
      await screen.findByText(
        '주소 검색 서비스를 불러오지 못했습니다. 우편번호와 주소를 직접 입력해주세요.',
      ),
    ).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    expect(postCode().value).toBe('');
  });

  it('lets the address be typed when the search cannot load, the postcode checked', async () => {
    const { user } = renderPicker();
    await failSearch(user);

    await user.click(await screen.findByRole('button', { name: '직접 입력하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(postCode()));
    expect(postCode().readOnly).toBe(false);
    expect(addr().readOnly).toBe(false);
    expect(
      screen.getByText('우편번호 5자리와 도로명 또는 지번 주소를 직접 입력해주세요.'),
    ).toBeTruthy();

    await user.type(postCode(), '04-52');
    expect(postCode().value).toBe('0452');
    await user.tab();
    expect(screen.getByRole('alert').textContent).toBe('우편번호는 숫자 5자리로 입력해주세요.');
    expect(postCode().getAttribute('aria-invalid')).toBe('true');

    await user.type(postCode(), '49');
    // Five digits at most.
    expect(postCode().value).toBe('04524');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.type(addr(), '서울 중구 세종대로 110');
    expect(addr().value).toBe('서울 중구 세종대로 110');

    // The search is still there to try again, and fills what works.
    installStubPostcode(ROAD_APARTMENT);
    await user.click(searchButton());
    await waitFor(() => expect(postCode().value).toBe('13494'));
    expect(addr().value).toContain('판교역로 235');
  });

  it('keeps a typed address when the postcode is typed before the form renders again', async () => {
    // A form that takes its values in later than the keystroke, as a busy page does.
    const { user } = renderPicker({ deferred: true });
    await failSearch(user);
    await user.click(await screen.findByRole('button', { name: '직접 입력하기' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => {
      fireEvent.change(addr(), { target: { value: '서울 중구 세종대로 110' } });
      fireEvent.change(postCode(), { target: { value: '04524' } });
    });

    await waitFor(() => expect(postCode().value).toBe('04524'));
    expect(addr().value).toBe('서울 중구 세종대로 110');
  });

  it('counts a search that never appears as failed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const { user } = renderPicker();
      await user.click(searchButton());
      await screen.findByRole('dialog', { name: '주소 검색' });
      expect(screen.queryByRole('button', { name: '직접 입력하기' })).toBeNull();

      await vi.advanceTimersByTimeAsync(POSTCODE_LOAD_TIMEOUT_MS);

      expect(await screen.findByRole('button', { name: '직접 입력하기' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });
});
