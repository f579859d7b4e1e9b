import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  adminRentalFixture,
  errorResponse,
  messageReply,
  mockApi,
  pageOf,
  renderRentals,
  signIn,
} from '../test-utils';

const LIST = 'GET /api/rental/list/admin';
const update = (rentalNo: string) => `PUT /api/rental/list/update/${rentalNo}`;

const RENTING = adminRentalFixture({
  seq: 1,
  rentalNo: 'RT2612010000001',
  memberMemberId: 'alice',
  productNoName: '캠핑 의자',
  state: '대여중',
});
const OVERDUE = adminRentalFixture({
  seq: 2,
  rentalNo: 'RT2612010000002',
  memberMemberId: 'bob',
  productNoName: '텐트',
  state: '연체',
  overdue: true,
  endDttm: '261110',
});
const CHECKING = adminRentalFixture({
  seq: 3,
  rentalNo: 'RT2612010000003',
  productNoName: '랜턴',
  state: '반납 확인중',
  returnName: '이영희',
  returnPhone: '010-1111-2222',
  returnPost: '06236',
  returnAddr: '서울 강남구 테헤란로 152',
  returnAddrDetail: '5층',
  returnMemo: '경비실에 맡겨두겠습니다.',
});
const RETURNED = adminRentalFixture({
  seq: 4,
  rentalNo: 'RT2612010000004',
  productNoName: '코펠',
  state: '반납 완료',
  returnDttm: '270105',
});
const CANCELLED = adminRentalFixture({
  seq: 5,
  rentalNo: 'RT2612010000005',
  productNoName: '타프',
  state: '대여 취소',
});

const stateSelect = (rentalNo: string) =>
  screen.getByRole('combobox', { name: `대여 상태 ${rentalNo}` }) as HTMLSelectElement;
const saveButton = (rentalNo: string) =>
  screen.getByRole('button', { name: `저장 ${rentalNo}` }) as HTMLButtonElement;
const rowOf = (rentalNo: string) =>
  screen.getByRole('rowheader', { name: rentalNo }).closest('tr')!;

function setUp(replies: Record<string, object> = {}, path = '/rental/list/admin') {
  const { sessionMember } = signIn('boss', { admin: true });
  const api = mockApi({
    'GET /api/member': sessionMember,
    [LIST]: pageOf('rentalAdminList', [RENTING, OVERDUE, CHECKING, RETURNED, CANCELLED]),
    ...replies,
  });
  return { api, ...renderRentals(path) };
}

describe('administrator rental board', () => {
  it('lists every rental with its pickup address, overdue rows standing out', async () => {
    setUp();
    await screen.findByRole('table');

    const renting = rowOf(RENTING.rentalNo);
    expect(renting.textContent).toContain('alice');
    expect(renting.textContent).toContain('캠핑 의자');
    expect(renting.textContent).toContain('26-12-01');
    expect(renting.classList.contains('table-danger')).toBe(false);
    expect(stateSelect(RENTING.rentalNo).value).toBe('대여중');
    expect([...stateSelect(RENTING.rentalNo).options].map((option) => option.value)).toEqual([
      '대여중',
      '반납 확인중',
      '반납 배송중',
      '반납 완료',
    ]);

    const overdue = rowOf(OVERDUE.rentalNo);
    expect(overdue.classList.contains('table-danger')).toBe(true);
    expect(within(overdue).getByText('연체', { selector: '.badge' }).classList).toContain(
      'bg-danger',
    );
    const overdueSelect = stateSelect(OVERDUE.rentalNo);
    expect(overdueSelect.value).toBe('연체');
    expect(
      [...overdueSelect.options].filter((option) => !option.disabled).map((option) => option.value),
    ).toEqual(['대여중', '반납 확인중', '반납 배송중', '반납 완료']);
    expect(saveButton(OVERDUE.rentalNo).disabled).toBe(true);

    const checking = rowOf(CHECKING.rentalNo);
    expect(checking.textContent).toContain('(06236) 서울 강남구 테헤란로 152 5층');
    expect(checking.textContent).toContain('이영희 · 010-1111-2222');
    expect(checking.textContent).toContain('경비실에 맡겨두겠습니다.');

    expect(rowOf(RETURNED.rentalNo).textContent).toContain('27-01-05');
    expect(stateSelect(RETURNED.rentalNo).disabled).toBe(true);
    expect(saveButton(RETURNED.rentalNo).disabled).toBe(true);
    expect(stateSelect(RENTING.rentalNo).disabled).toBe(false);
    // Cancelled is final too: shown as it is, not changeable.
    expect(stateSelect(CANCELLED.rentalNo).value).toBe('대여 취소');
    expect(stateSelect(CANCELLED.rentalNo).disabled).toBe(true);
    expect(saveButton(CANCELLED.rentalNo).disabled).toBe(true);
  });

  it("saves the row's chosen state with its numbers and says so", async () => {
    const { api, user } = setUp({ [update(OVERDUE.rentalNo)]: messageReply('저장되었습니다.') });
    await screen.findByRole('table');

    await user.selectOptions(stateSelect(OVERDUE.rentalNo), '반납 배송중');
    expect(saveButton(OVERDUE.rentalNo).disabled).toBe(false);
    await user.click(saveButton(OVERDUE.rentalNo));

    expect(await screen.findByText('저장되었습니다.')).toBeTruthy();
    const calls = api.callsTo(update(OVERDUE.rentalNo));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({
      rentalNo: OVERDUE.rentalNo,
      orderNo: OVERDUE.orderNoOrderNo,
      orderNoState: OVERDUE.orderNoState,
      state: '반납 배송중',
      orderNoOrderCount: OVERDUE.orderNoOrderCount,
      productNo: OVERDUE.productNoProductNo,
    });
    // Only the row saved is sent; the board is read again.
    expect(api.calls.filter((call) => call.method === 'PUT')).toHaveLength(1);
    await waitFor(() => expect(api.callsTo(LIST).length).toBeGreaterThan(1));
  });

  it("alerts '값 저장에 실패하였습니다.' when the save fails", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { user } = setUp({
      [update(RENTING.rentalNo)]: errorResponse(500, 'INTERNAL', '서버 오류가 발생했습니다.'),
    });
    await screen.findByRole('table');

    await user.selectOptions(stateSelect(RENTING.rentalNo), '반납 완료');
    await user.click(saveButton(RENTING.rentalNo));

    await waitFor(() => expect(alert).toHaveBeenCalledWith('값 저장에 실패하였습니다.'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(stateSelect(RENTING.rentalNo).value).toBe('반납 완료');
  });

  it("also shows the server's text when it refuses the state", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const refusal = '반납이 완료된 대여는 상태를 바꿀 수 없습니다.';
    const { user } = setUp({
      [update(CHECKING.rentalNo)]: errorResponse(409, 'RENTAL_FINISHED', refusal),
    });
    await screen.findByRole('table');

    await user.selectOptions(stateSelect(CHECKING.rentalNo), '대여중');
    await user.click(saveButton(CHECKING.rentalNo));

    expect(await screen.findByText(refusal)).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('값 저장에 실패하였습니다.');
  });

  it('searches by q from page 1 and reads both from the address', async () => {
    const { api, address, user } = setUp({}, '/rental/list/admin?q=%ED%85%90%ED%8A%B8&p=2');
    await screen.findByRole('table');
    const first = api.callsTo(LIST)[0]!.url.searchParams;
    expect(first.get('q')).toBe('텐트');
    expect(first.get('p')).toBe('2');

    const search = screen.getByLabelText('검색어');
    await user.clear(search);
    await user.type(search, 'alice');
    await user.click(screen.getByRole('button', { name: '검색' }));

    expect(address()).toBe('/rental/list/admin?q=alice');
    await waitFor(() => expect(api.callsTo(LIST).at(-1)!.url.searchParams.get('q')).toBe('alice'));
    expect(api.callsTo(LIST).at(-1)!.url.searchParams.get('p')).toBe('1');
  });

  it('says when there are no rentals', async () => {
    setUp({ [LIST]: pageOf('rentalAdminList', []) });
    expect(await screen.findByText('등록된 대여가 존재하지 않습니다.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
