import { ENDPOINTS, ERRORS, success } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  buildAdminRental,
  buildPage,
  errorReply,
  handle,
  renderRoute,
  sentRequests,
  signIn,
} from '@/testing/test-utils';

const { rental } = ENDPOINTS;

/** The board's rentals, one in each state that matters. */
function buildBoard() {
  return {
    renting: buildAdminRental({
      seq: 1,
      rentalNo: 'RT2612010000001',
      memberMemberId: 'alice',
      productNoName: '캠핑 의자',
      state: '대여중',
    }),
    overdue: buildAdminRental({
      seq: 2,
      rentalNo: 'RT2612010000002',
      memberMemberId: 'bob',
      productNoName: '텐트',
      state: '연체',
      overdue: true,
      endDttm: '261110',
    }),
    checking: buildAdminRental({
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
    }),
    returned: buildAdminRental({
      seq: 4,
      rentalNo: 'RT2612010000004',
      productNoName: '코펠',
      state: '반납 완료',
      returnDttm: '270105',
    }),
    cancelled: buildAdminRental({
      seq: 5,
      rentalNo: 'RT2612010000005',
      productNoName: '타프',
      state: '대여 취소',
    }),
  };
}

const stateSelect = (rentalNo: string) =>
  screen.getByRole('combobox', { name: `대여 상태 ${rentalNo}` }) as HTMLSelectElement;
const saveButton = (rentalNo: string) =>
  screen.getByRole('button', { name: `저장 ${rentalNo}` }) as HTMLButtonElement;
const rowOf = (rentalNo: string) =>
  screen.getByRole('rowheader', { name: rentalNo }).closest('tr')!;

/** An administrator at the board, which lists `board`'s rentals. */
function serveBoard() {
  const board = buildBoard();
  signIn('boss', { admin: true });
  const list = handle(rental.adminList, buildPage('rentalAdminList', Object.values(board)));
  return { board, list };
}

/** The board, whose saves are answered with `reply`; `row`'s rental moved to `state` and saved. */
async function saveRefused(
  reply: ReturnType<typeof errorReply>,
  row: keyof ReturnType<typeof buildBoard>,
  state: string,
) {
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const { board } = serveBoard();
  handle(rental.adminUpdate, reply);
  const { user } = renderRoute('/rental/list/admin');
  await screen.findByRole('table');
  const { rentalNo } = board[row];
  await user.selectOptions(stateSelect(rentalNo), state);
  await user.click(saveButton(rentalNo));
  return { alert, rentalNo };
}

describe('administrator rental board', () => {
  it('lists every rental with its pickup address, overdue rows standing out', async () => {
    const { board } = serveBoard();
    renderRoute('/rental/list/admin');
    await screen.findByRole('table');

    const renting = rowOf(board.renting.rentalNo);
    expect(renting.textContent).toContain('alice');
    expect(renting.textContent).toContain('캠핑 의자');
    expect(renting.textContent).toContain('26-12-01');
    expect(renting.classList.contains('table-danger')).toBe(false);
    expect(stateSelect(board.renting.rentalNo).value).toBe('대여중');
    expect([...stateSelect(board.renting.rentalNo).options].map((option) => option.value)).toEqual([
      '대여중',
      '반납 확인중',
      '반납 배송중',
      '반납 완료',
    ]);

    const overdue = rowOf(board.overdue.rentalNo);
    expect(overdue.classList.contains('table-danger')).toBe(true);
    expect(within(overdue).getByText('연체', { selector: '.badge' }).classList).toContain(
      'bg-danger',
    );
    const overdueSelect = stateSelect(board.overdue.rentalNo);
    expect(overdueSelect.value).toBe('연체');
    expect(
      [...overdueSelect.options].filter((option) => !option.disabled).map((option) => option.value),
    ).toEqual(['대여중', '반납 확인중', '반납 배송중', '반납 완료']);
    expect(saveButton(board.overdue.rentalNo).disabled).toBe(true);

    const checking = rowOf(board.checking.rentalNo);
    expect(checking.textContent).toContain('(06236) 서울 강남구 테헤란로 152 5층');
    expect(checking.textContent).toContain('이영희 · 010-1111-2222');
    expect(checking.textContent).toContain('경비실에 맡겨두겠습니다.');

    expect(rowOf(board.returned.rentalNo).textContent).toContain('27-01-05');
    expect(stateSelect(board.returned.rentalNo).disabled).toBe(true);
    expect(saveButton(board.returned.rentalNo).disabled).toBe(true);
    expect(stateSelect(board.renting.rentalNo).disabled).toBe(false);
    // Cancelled is final too: shown as it is, not changeable.
    expect(stateSelect(board.cancelled.rentalNo).value).toBe('대여 취소');
    expect(stateSelect(board.cancelled.rentalNo).disabled).toBe(true);
    expect(saveButton(board.cancelled.rentalNo).disabled).toBe(true);
  });

  it("saves the row's chosen state with its numbers and says so", async () => {
    const { board, list } = serveBoard();
    const updates = handle(rental.adminUpdate, { message: success('저장되었습니다.') });
    const { user } = renderRoute('/rental/list/admin');
    await screen.findByRole('table');
    const { overdue } = board;

    await user.selectOptions(stateSelect(overdue.rentalNo), '반납 배송중');
    expect(saveButton(overdue.rentalNo).disabled).toBe(false);
    await user.click(saveButton(overdue.rentalNo));

    expect(await screen.findByText('저장되었습니다.')).toBeTruthy();
    expect(updates.calls.map(({ params, body }) => ({ params, body }))).toEqual([
      {
        params: { rentalNo: overdue.rentalNo },
        body: {
          rentalNo: overdue.rentalNo,
          orderNo: overdue.orderNoOrderNo,
          orderNoState: overdue.orderNoState,
          state: '반납 배송중',
          orderNoOrderCount: overdue.orderNoOrderCount,
          productNo: overdue.productNoProductNo,
        },
      },
    ]);
    // Only the row saved is sent; the board is read again.
    expect(sentRequests().filter((request) => request.startsWith('PUT '))).toHaveLength(1);
    await waitFor(() => expect(list.calls.length).toBeGreaterThan(1));
  });

  it("alerts '값 저장에 실패하였습니다.' when the save fails", async () => {
    const { alert, rentalNo } = await saveRefused(errorReply('INTERNAL'), 'renting', '반납 완료');

    await waitFor(() => expect(alert).toHaveBeenCalledWith('값 저장에 실패하였습니다.'));
    expect(alert).toHaveBeenCalledTimes(1);
    expect(stateSelect(rentalNo).value).toBe('반납 완료');
  });

  it("also shows the server's text when it refuses the state", async () => {
    const { alert } = await saveRefused(errorReply('RENTAL_FINISHED'), 'checking', '대여중');

    expect(await screen.findByText(ERRORS.RENTAL_FINISHED.text)).toBeTruthy();
    expect(alert).toHaveBeenCalledWith('값 저장에 실패하였습니다.');
  });

  it('searches by q from page 1 and reads both from the address', async () => {
    const { list } = serveBoard();
    const { address, user } = renderRoute('/rental/list/admin?q=%ED%85%90%ED%8A%B8&p=2');
    await screen.findByRole('table');
    expect(list.calls[0]!.query).toMatchObject({ q: '텐트', p: '2' });

    const search = within(screen.getByRole('main')).getByLabelText('검색어');
    await user.clear(search);
    await user.type(search, 'alice');
    await user.click(within(screen.getByRole('main')).getByRole('button', { name: '검색' }));

    await waitFor(() => expect(address()).toBe('/rental/list/admin?q=alice'));
    await waitFor(() => expect(list.calls.at(-1)!.query.q).toBe('alice'));
    expect(list.calls.at(-1)!.query.p).toBe('1');
  });

  it('says when there are no rentals', async () => {
    serveBoard();
    handle(rental.adminList, buildPage('rentalAdminList', []));
    renderRoute('/rental/list/admin');
    expect(await screen.findByText('등록된 대여가 존재하지 않습니다.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
