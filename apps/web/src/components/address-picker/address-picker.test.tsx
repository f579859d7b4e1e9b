import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '@/testing/fetch';
import { AddressPicker } from './address-picker';
import type { PostcodeData, PostcodeOptions } from './postcode';
import { JIBUN, ROAD_APARTMENT } from './postcode-fixtures';

const SCRIPT_URL = '/test/postcode.v2.js';

/** Like the browser tests' stub script: embed() answers at once with canned data, or only closes. */
function installStubPostcode(answer: PostcodeData | 'FORCE_CLOSE') {
  const created: PostcodeOptions[] = [];
  const embedded: HTMLElement[] = [];
  class StubPostcode {
    constructor(private readonly options: PostcodeOptions) {
      created.push(options);
    }
    embed(element: HTMLElement) {
      embedded.push(element);
      if (answer === 'FORCE_CLOSE') {
        this.options.onclose?.('FORCE_CLOSE');
        return;
      }
      this.options.oncomplete(answer);
      this.options.onclose?.('COMPLETE_CLOSE');
    }
    open() {
      this.embed(document.body);
    }
  }
  window.daum = { Postcode: StubPostcode };
  window.kakao = { Postcode: StubPostcode };
  return { created, embedded };
}

function Form({ initial = { postCode: '', addr: '' } }) {
  const [address, setAddress] = useState(initial);
  const detailRef = useRef<HTMLInputElement>(null);
  return (
    <>
      <AddressPicker
        idPrefix="order"
        postCode={address.postCode}
        addr={address.addr}
        onChange={setAddress}
        detailRef={detailRef}
      />
      <label htmlFor="order-addrDetail">상세주소</label>
      <input id="order-addrDetail" ref={detailRef} />
    </>
  );
}

function renderPicker() {
  const fetchMock = mockFetch(() =>
    jsonResponse({ postcodeScriptUrl: SCRIPT_URL, paymentProvider: 'demo', devMailbox: true }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <Form />
    </QueryClientProvider>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const postCode = () => screen.getByLabelText('우편번호') as HTMLInputElement;
const addr = () => screen.getByLabelText('주소') as HTMLInputElement;
const searchButton = () => screen.getByRole('button', { name: '우편번호 찾기' });

describe('AddressPicker', () => {
  afterEach(() => {
    delete window.kakao;
    delete window.daum;
    document.getElementById('daum_postcode_script')?.remove();
  });

  it('fills the read-only postcode and address from the search, then focuses the detail', async () => {
    const stub = installStubPostcode(ROAD_APARTMENT);
    const { fetchMock, user } = renderPicker();
    expect(postCode().readOnly).toBe(true);
    expect(addr().readOnly).toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();

    await user.click(searchButton());

    await waitFor(() => expect(postCode().value).toBe('13494'));
    expect(addr().value).toBe('경기 성남시 분당구 판교역로 235 (삼평동, 에이치스퀘어 엔동)');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('상세주소')));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/config');
    expect(stub.created[0]).toMatchObject({ width: '100%', height: '100%' });
    expect(stub.embedded).toHaveLength(1);
  });

  it('takes the lot-number address when that was chosen, and can search again', async () => {
    installStubPostcode(JIBUN);
    const { fetchMock, user } = renderPicker();

    await user.click(searchButton());
    await waitFor(() => expect(addr().value).toBe('경기 성남시 분당구 삼평동 681'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    installStubPostcode(ROAD_APARTMENT);
    await user.click(searchButton());
    await waitFor(() => expect(addr().value).toContain('판교역로 235'));
    // The settings are read once.
    expect(fetchMock).toHaveBeenCalledTimes(1);
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

  it('says so in the dialog when the postcode service cannot be loaded', async () => {
    const onError = vi.fn();
    const { user } = renderPicker();

    await user.click(searchButton());
    const dialog = await screen.findByRole('dialog', { name: '주소 검색' });
    const script = await waitFor(() => {
      const element = document.getElementById('daum_postcode_script') as HTMLScriptElement;
      expect(element).not.toBeNull();
      return element;
    });
    expect(script.src).toContain(SCRIPT_URL);
    script.addEventListener('error', onError);
    script.dispatchEvent(new Event('error'));

    expect(
      await screen.findByText('주소 검색 서비스를 불러오지 못했습니다. 잠시 후 다시 시도해주세요.'),
    ).toBeTruthy();
    expect(dialog.isConnected).toBe(true);
    expect(onError).toHaveBeenCalled();
    expect(postCode().value).toBe('');
  });
});
