import { ENDPOINTS, ERRORS, RENTAL_TEXT, success, type RentalSettlement } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildAdminRental,
  buildPage,
  captureDownloads,
  csvFileReply,
  errorReply,
  handle,
  renderRoute,
  sentRequests,
  signIn,
  stubObjectUrls,
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
      lateFee: { overdueDays: 3, amount: 30_000, cap: 300_000, paid: 10_000, due: 20_000 },
    }),
    checking: buildAdminRental({
      seq: 3,
      rentalNo: 'RT2612010000003',
      productNoName: '랜턴',
      state: '반납 확인중',
      lateFee: { overdueDays: 2, amount: 2_000, cap: 30_000, paid: 0, due: 2_000 },
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
    waiting: buildAdminRental({
      seq: 6,
      rentalNo: 'RT2612010000006',
      productNoName: '버너',
      state: '대여 대기',
      startDttm: '',
      endDttm: '',
    }),
  };
}

/** A statement as the server writes it at 반납 완료. */
const buildSettlement = (overrides: Partial<RentalSettlement> = {}): RentalSettlement => ({
  condition: '손상',
  damageCharge: 20_000,
  damageReason: '다리 한쪽이 휘었습니다.',
  photos: [{ name: 'leg.webp', path: '/uploads/leg.webp' }],
  lines: [
    { label: '보증금 반환', amount: 50_000 },
    { label: '손상·분실 배상', amount: -20_000 },
  ],
  balance: 30_000,
  balancePaid: false,
  settledDttm: '2027-01-05T10:00:00+09:00',
  ...overrides,
});

/** Rentals already settled: a refund, a shortfall the member paid, a buy-out. */
function buildSettledRentals() {
  return {
    refunded: buildAdminRental({
      seq: 11,
      rentalNo: 'RT2612010000011',
      productNoName: '캠핑 테이블',
      state: '반납 완료',
      returnDttm: '270105',
      settlement: buildSettlement(),
    }),
    owed: buildAdminRental({
      seq: 12,
      rentalNo: 'RT2612010000012',
      productNoName: '침낭',
      state: '반납 완료',
      returnDttm: '270106',
      settlement: buildSettlement({
        condition: '분실',
        damageCharge: 80_000,
        damageReason: '회수되지 않았습니다.',
        photos: [],
        lines: [
          { label: '보증금 반환', amount: 50_000 },
          { label: '손상·분실 배상', amount: -80_000 },
        ],
        balance: -30_000,
        balancePaid: true,
      }),
    }),
    boughtOut: buildAdminRental({
      seq: 13,
      rentalNo: 'RT2612010000013',
      productNoName: '캠핑 의자',
      state: '인수 완료',
      settlement: buildSettlement({
        condition: '인수',
        damageCharge: 0,
        damageReason: null,
        photos: [],
        lines: [{ label: '보증금 반환', amount: 50_000 }],
        balance: 50_000,
      }),
    }),
  };
}

const stateSelect = (rentalNo: string) =>
  screen.getByRole('combobox', { name: `대여 상태 ${rentalNo}` }) as HTMLSelectElement;
const saveButton = (rentalNo: string) =>
  screen.getByRole('button', { name: `저장 ${rentalNo}` }) as HTMLButtonElement;
const rowOf = (rentalNo: string) =>
  screen.getByRole('rowheader', { name: rentalNo }).closest('tr')!;
const settleButton = (rentalNo: string) =>
  screen.queryByRole('button', { name: `검수·정산 ${rentalNo}` }) as HTMLButtonElement | null;
const settleDialog = () => screen.getByRole('dialog', { name: '반납 검수' });
const dialogField = (label: string) =>
  within(settleDialog()).getByLabelText(label) as HTMLInputElement;
const png = (name: string) => new File(['image'], name, { type: 'image/png' });

/** The board with `rentalNo`'s inspection open. */
async function openSettle(rentalNo: string) {
  stubObjectUrls();
  const { user } = renderRoute('/rental/list/admin');
  await screen.findByRole('table');
  await user.click(settleButton(rentalNo)!);
  await screen.findByRole('dialog', { name: '반납 검수' });
  return { user };
}

/** Whether anything was sent to the settle call. */
const settleSent = () =>
  sentRequests().some((request) => request.startsWith('POST /api/rental/settle/'));

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
  const { board } = serveBoard();
  handle(rental.adminUpdate, reply);
  const { user } = renderRoute('/rental/list/admin');
  await screen.findByRole('table');
  const { rentalNo } = board[row];
  await user.selectOptions(stateSelect(rentalNo), state);
  await user.click(saveButton(rentalNo));
  return { rentalNo };
}

describe('administrator rental board', () => {
  it('lists every rental with its pickup address, overdue rows standing out', async () => {
    const { board } = serveBoard();
    renderRoute('/rental/list/admin');
    await screen.findByRole('table');

    const renting = rowOf(board.renting.rentalNo);
    expect(renting.textContent).toContain('alice');
    expect(renting.textContent).toContain('캠핑 의자');
    expect(renting.textContent).toContain('2026.12.01');
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

    expect(rowOf(board.returned.rentalNo).textContent).toContain('반납2027.01.05');
    // A rental out (or never returned) has no return day.
    expect(within(rowOf(board.renting.rentalNo)).queryByText('반납')).toBeNull();
    expect(stateSelect(board.returned.rentalNo).disabled).toBe(true);
    expect(saveButton(board.returned.rentalNo).disabled).toBe(true);
    expect(stateSelect(board.renting.rentalNo).disabled).toBe(false);
    // Cancelled is final too: shown as it is, not changeable.
    expect(stateSelect(board.cancelled.rentalNo).value).toBe('대여 취소');
    expect(stateSelect(board.cancelled.rentalNo).disabled).toBe(true);
    expect(saveButton(board.cancelled.rentalNo).disabled).toBe(true);

    // Waiting for delivery: only the store starts it, so there is nothing to choose or save.
    const waiting = rowOf(board.waiting.rentalNo);
    expect(within(waiting).getByText('대여 대기', { selector: '.badge' }).classList).toContain(
      'bg-primary',
    );
    expect(waiting.textContent).toContain('배송 후 시작');
    expect(waiting.textContent).toContain('배송 완료 시 자동 시작');
    expect(within(waiting).queryByRole('combobox')).toBeNull();
    expect(within(waiting).queryByRole('button')).toBeNull();
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

  it("says '값 저장에 실패하였습니다.' in one error toast when the save fails", async () => {
    const { rentalNo } = await saveRefused(errorReply('INTERNAL'), 'renting', '반납 배송중');

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('값 저장에 실패하였습니다.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(stateSelect(rentalNo).value).toBe('반납 배송중');
  });

  it("also shows the server's text when it refuses the state", async () => {
    await saveRefused(errorReply('RENTAL_FINISHED'), 'checking', '대여중');

    const toast = await screen.findByRole('alert');
    expect(toast.textContent).toContain('값 저장에 실패하였습니다.');
    expect(toast.textContent).toContain(ERRORS.RENTAL_FINISHED.text);
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

  it('keeps to the state the dashboard links to, and goes back to every state', async () => {
    const { list } = serveBoard();
    const { address, user } = renderRoute(
      `/rental/list/admin?state=${encodeURIComponent('연체')}&q=alice`,
    );
    await screen.findByRole('table');
    expect(list.calls[0]!.query).toMatchObject({ state: '연체', q: 'alice', p: '1' });
    expect(screen.getByText('상태: 연체')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: '전체 보기' }));
    await waitFor(() => expect(address()).toBe('/rental/list/admin?q=alice'));
    await waitFor(() => expect(list.calls.at(-1)!.query.state).toBeUndefined());
    expect(screen.queryByText('상태: 연체')).toBeNull();
  });

  it('downloads the board as it is searched and filtered, as a CSV file', async () => {
    serveBoard();
    const file = `\uFEFF대여번호,상태\r\nRT1,연체\r\n`;
    const exports = handle(
      rental.adminListCsv,
      csvFileReply(file, { asciiName: 'rentals-20261127.csv', name: '대여목록-20261127.csv' }),
    );
    const saved = captureDownloads();
    const { user } = renderRoute(`/rental/list/admin?state=${encodeURIComponent('연체')}&q=alice`);
    await screen.findByRole('table');

    await user.click(screen.getByRole('button', { name: 'CSV 내려받기' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(exports.calls.map((call) => call.query)).toEqual([{ q: 'alice', state: '연체' }]);
    expect(saved[0]).toEqual({
      name: '대여목록-20261127.csv',
      bytes: [...new TextEncoder().encode(file)],
    });
  });

  it('ignores a state the board does not know and lists every rental', async () => {
    const { list } = serveBoard();
    renderRoute('/rental/list/admin?state=NOPE');
    await screen.findByRole('table');
    expect(list.calls[0]!.query.state).toBeUndefined();
    expect(screen.queryByText(/^상태:/)).toBeNull();
  });

  it('shows each late fee, with what was paid of it', async () => {
    const { board } = serveBoard();
    renderRoute('/rental/list/admin');
    await screen.findByRole('table');

    expect(rowOf(board.overdue.rentalNo).textContent).toContain(
      '연체 3일 · 연체료 30,000원 (납부 10,000원)',
    );
    const checking = rowOf(board.checking.rentalNo).textContent;
    expect(checking).toContain('연체 2일 · 연체료 2,000원');
    expect(checking).not.toContain('납부');
    expect(rowOf(board.renting.rentalNo).textContent).not.toContain('연체료');
  });

  it('offers the inspection for started rentals only', async () => {
    const { board } = serveBoard();
    renderRoute('/rental/list/admin');
    await screen.findByRole('table');

    for (const row of [board.renting, board.overdue, board.checking]) {
      expect(settleButton(row.rentalNo)?.textContent).toBe('검수·정산');
    }
    for (const row of [board.returned, board.cancelled, board.waiting]) {
      expect(settleButton(row.rentalNo)).toBeNull();
    }
  });

  it('inspects a damaged return with photos, settles it and shows the statement', async () => {
    const { board } = serveBoard();
    const { overdue } = board;
    let settled = false;
    const list = handle(rental.adminList, () =>
      buildPage(
        'rentalAdminList',
        Object.values(board).map((row) =>
          settled && row === overdue
            ? { ...row, state: '반납 완료', overdue: false, settlement: buildSettlement() }
            : row,
        ),
      ),
    );
    const settles = handle(rental.settle, () => {
      settled = true;
      return { message: success(RENTAL_TEXT.settled) };
    });
    const { user } = await openSettle(overdue.rentalNo);

    const dialog = settleDialog();
    expect(dialog.textContent).toContain(overdue.rentalNo);
    expect(dialog.textContent).toContain('텐트');
    // What the settlement will refund, before anything is sent: deposit less the late fee due.
    expect(dialog.textContent).toContain('보증금50,000원');
    expect(dialog.textContent).toContain('보증금 반환50,000원');
    expect(dialog.textContent).toContain('미납 연체료-20,000원');
    expect(dialog.textContent).toContain('회원에게 환불할 금액30,000원');
    expect(dialog.textContent).toContain('보증금에서 미납 연체료와 배상액을 뺀 금액');
    expect(dialogField('검수 결과').value).toBe('정상');
    expect(dialogField('배상액').value).toBe('0');
    expect(dialogField('검수 사진').multiple).toBe(true);

    await user.selectOptions(dialogField('검수 결과'), '손상');
    await user.clear(dialogField('배상액'));
    await user.type(dialogField('배상액'), '20000');
    // The statement follows the charge as it is typed.
    expect(dialog.textContent).toContain('손상·분실 배상-20,000원');
    expect(dialog.textContent).toContain('회원에게 환불할 금액10,000원');
    await user.type(dialogField('배상 사유'), '폴대가 부러졌습니다.');
    await user.upload(dialogField('검수 사진'), [png('pole.png'), png('tent.png')]);
    expect(within(dialog).getByRole('img', { name: '선택한 파일 2: tent.png' })).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: '반납 완료 처리' }));

    expect(await screen.findByText(RENTAL_TEXT.settled)).toBeTruthy();
    expect(settles.calls).toHaveLength(1);
    const [call] = settles.calls;
    expect(call!.params).toEqual({ rentalNo: overdue.rentalNo });
    expect(call!.body).toEqual({
      condition: '손상',
      damageCharge: '20000',
      damageReason: '폴대가 부러졌습니다.',
    });
    expect(call!.files.photos?.map((file) => file.name)).toEqual(['pole.png', 'tent.png']);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The board is read again: the row is settled and can be neither inspected nor changed.
    expect(list.calls.length).toBeGreaterThan(1);
    await waitFor(() =>
      expect(rowOf(overdue.rentalNo).textContent).toContain('정산 완료 · 환불 30,000원'),
    );
    expect(settleButton(overdue.rentalNo)).toBeNull();
    expect(stateSelect(overdue.rentalNo).disabled).toBe(true);
  });

  it('opens the inspection when 반납 완료 is chosen and saved, and sends nothing until it is done', async () => {
    const { board } = serveBoard();
    const updates = handle(rental.adminUpdate, { message: success('저장되었습니다.') });
    stubObjectUrls();
    const { user } = renderRoute('/rental/list/admin');
    await screen.findByRole('table');
    const { renting } = board;

    await user.selectOptions(stateSelect(renting.rentalNo), '반납 완료');
    await user.click(saveButton(renting.rentalNo));

    const dialog = await screen.findByRole('dialog', { name: '반납 검수' });
    expect(dialog.textContent).toContain(renting.rentalNo);
    expect(dialog.textContent).toContain('회원에게 환불할 금액50,000원');
    // A charge above the deposit leaves the member owing the rest.
    await user.clear(dialogField('배상액'));
    await user.type(dialogField('배상액'), '80000');
    expect(dialog.textContent).toContain('회원이 낼 금액30,000원');
    expect(updates.calls).toHaveLength(0);
    expect(settleSent()).toBe(false);
  });

  it('asks for a reason when there is a charge before sending anything, and sends a blank charge as 0', async () => {
    const { board } = serveBoard();
    const settles = handle(rental.settle, { message: success(RENTAL_TEXT.settled) });
    const { user } = await openSettle(board.renting.rentalNo);

    await user.clear(dialogField('배상액'));
    await user.type(dialogField('배상액'), '20000');
    await user.click(within(settleDialog()).getByRole('button', { name: '반납 완료 처리' }));

    const reason = dialogField('배상 사유');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(within(settleDialog()).getByText('배상 사유를 입력해주세요.')).toBeTruthy();
    expect(document.activeElement).toBe(reason);
    expect(settleSent()).toBe(false);

    await user.clear(dialogField('배상액'));
    await user.type(dialogField('배상액'), '-1');
    expect(within(settleDialog()).getByText('배상액은 0원 이상이어야 합니다.')).toBeTruthy();
    expect(settleSent()).toBe(false);

    // No charge, no reason needed; blank is none.
    await user.clear(dialogField('배상액'));
    expect(within(settleDialog()).queryByText('배상 사유를 입력해주세요.')).toBeNull();
    await user.click(within(settleDialog()).getByRole('button', { name: '반납 완료 처리' }));
    expect(await screen.findByText(RENTAL_TEXT.settled)).toBeTruthy();
    expect(settles.calls.map((call) => call.body)).toEqual([
      { condition: '정상', damageCharge: '0' },
    ]);
    expect(settles.calls[0]!.files.photos).toBeUndefined();
  });

  it("puts the server's refusal of the charge on 배상액 and keeps the dialog open", async () => {
    const { board } = serveBoard();
    const refusal = '배상액은 결제 금액과 보증금을 합한 73,000원을 넘을 수 없습니다.';
    const settles = handle(
      rental.settle,
      errorReply('VALIDATION_FAILED', { fieldErrors: { damageCharge: refusal } }),
    );
    const { user } = await openSettle(board.renting.rentalNo);

    await user.selectOptions(dialogField('검수 결과'), '분실');
    await user.clear(dialogField('배상액'));
    await user.type(dialogField('배상액'), '900000');
    await user.type(dialogField('배상 사유'), '회수되지 않았습니다.');
    await user.click(within(settleDialog()).getByRole('button', { name: '반납 완료 처리' }));

    const charge = dialogField('배상액');
    await waitFor(() => expect(charge.getAttribute('aria-invalid')).toBe('true'));
    expect(within(settleDialog()).getByText(refusal)).toBeTruthy();
    expect(document.activeElement).toBe(charge);
    expect(settles.calls).toHaveLength(1);
    expect(dialogField('배상 사유').value).toBe('회수되지 않았습니다.');

    // Changing the charge takes the server's message away.
    await user.clear(charge);
    await user.type(charge, '70000');
    expect(within(settleDialog()).queryByText(refusal)).toBeNull();
  });

  it('closes the inspection when the rental was settled meanwhile', async () => {
    const { board, list } = serveBoard();
    handle(rental.settle, errorReply('RENTAL_FINISHED'));
    const { user } = await openSettle(board.checking.rentalNo);
    const reads = list.calls.length;

    await user.click(within(settleDialog()).getByRole('button', { name: '반납 완료 처리' }));

    expect(await screen.findByText(ERRORS.RENTAL_FINISHED.text)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(list.calls.length).toBeGreaterThan(reads));
  });

  it('cancels the inspection without sending anything', async () => {
    const { board } = serveBoard();
    const { user } = await openSettle(board.renting.rentalNo);

    await user.selectOptions(dialogField('검수 결과'), '손상');
    await user.click(within(settleDialog()).getByRole('button', { name: '취소' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(settleSent()).toBe(false);
    // Opened again, it starts over.
    await user.click(settleButton(board.renting.rentalNo)!);
    expect((await screen.findByLabelText('검수 결과')) as HTMLSelectElement).toHaveProperty(
      'value',
      '정상',
    );
  });

  it("shows a settled rental's statement instead of the inspection", async () => {
    const settled = buildSettledRentals();
    signIn('boss', { admin: true });
    handle(rental.adminList, buildPage('rentalAdminList', Object.values(settled)));
    const { user } = renderRoute('/rental/list/admin');
    await screen.findByRole('table');

    const refunded = rowOf(settled.refunded.rentalNo);
    expect(refunded.textContent).toContain('정산 완료 · 환불 30,000원');
    expect(refunded.textContent).toContain('검수: 손상');
    const details = refunded.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(within(refunded).getByText('정산 내역'));
    expect(details.open).toBe(true);
    expect(details.textContent).toContain('보증금 반환+50,000원');
    expect(details.textContent).toContain('손상·분실 배상-20,000원');
    expect(details.textContent).toContain('배상 사유: 다리 한쪽이 휘었습니다.');
    expect(within(refunded).getByRole('link', { name: '검수 사진 1' }).getAttribute('href')).toBe(
      '/uploads/leg.webp',
    );

    const owed = rowOf(settled.owed.rentalNo);
    expect(owed.textContent).toContain('정산 완료 · 미납 30,000원 (결제 완료)');
    expect(owed.textContent).toContain('검수: 분실');

    // A buy-out: settled without an inspection, final like a return.
    const boughtOut = rowOf(settled.boughtOut.rentalNo);
    expect(boughtOut.textContent).toContain('정산 완료 · 환불 50,000원');
    expect(boughtOut.textContent).not.toContain('검수:');
    expect(stateSelect(settled.boughtOut.rentalNo).value).toBe('인수 완료');
    expect(stateSelect(settled.boughtOut.rentalNo).disabled).toBe(true);
    expect(saveButton(settled.boughtOut.rentalNo).disabled).toBe(true);

    for (const row of Object.values(settled)) expect(settleButton(row.rentalNo)).toBeNull();
  });

  it('says when there are no rentals', async () => {
    serveBoard();
    handle(rental.adminList, buildPage('rentalAdminList', []));
    renderRoute('/rental/list/admin');
    expect(await screen.findByText('등록된 대여가 존재하지 않습니다.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
