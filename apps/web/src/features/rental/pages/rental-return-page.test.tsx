import { ENDPOINTS, ERRORS, success } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PostcodeData } from '@/components/address-picker';
import {
  askToLeaveForm,
  buildEarlyReturnQuote,
  buildPublicConfig,
  buildReturnDetail,
  buildReturnQuote,
  errorReply,
  handle,
  installStubPostcode,
  renderRoute,
  signInWithRental,
} from '@/testing/test-utils';

const { rental, system } = ENDPOINTS;

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const returnButton = () => screen.getByRole('button', { name: '반납하기' }) as HTMLButtonElement;
const refundRegion = () => screen.getByRole('region', { name: '환불 안내' });
const plannedRefund = () =>
  within(refundRegion()).getByText('환불 예정 금액', { selector: 'dt' }).nextElementSibling
    ?.textContent;

const PICKED: PostcodeData = {
  zonecode: '06236',
  userSelectedType: 'R',
  roadAddress: '서울 강남구 테헤란로 152',
  jibunAddress: '서울 강남구 역삼동 737',
  bname: '역삼동',
  buildingName: '',
  apartment: 'N',
};

/**
 * Rental 7's return form with what the return gives back (`quote`), the list it goes back to, and
 * the two calls it can send.
 */
function serveReturn(
  detail = buildReturnDetail(),
  quote: ReturnType<typeof buildReturnQuote> | null = null,
) {
  signInWithRental();
  handle(system.config, buildPublicConfig());
  handle(rental.returnInfo, { ...detail, quote });
  return {
    finish: handle(rental.returnFinish, {
      message: success('반납 신청이 완료되었습니다. 기사님이 방문하여 회수합니다.'),
    }),
    cancel: handle(rental.returnCancel, { message: success('반납 신청이 취소되었습니다.') }),
  };
}

describe('rental return page', () => {
  it('shows the rental read-only and prefills the pickup from the order', async () => {
    serveReturn();
    renderRoute('/rental/return/7');
    await screen.findByLabelText('이름');

    const product = screen.getByRole('region', { name: '대여 상품' });
    for (const text of ['캠핑 의자', '2개', 'RT2612010000007', 'OR2612010000005', '2026.12.31']) {
      expect(product.textContent).toContain(text);
    }
    expect(within(product).getByText('대여중').classList.contains('bg-success')).toBe(true);
    expect(input('이름').value).toBe('이영희');
    expect(input('연락처').value).toBe('010-9876-5432');
    expect(input('우편번호').value).toBe('13494');
    expect(input('우편번호').readOnly).toBe(true);
    expect(input('주소').value).toBe('경기 성남시 분당구 판교역로 235');
    expect(input('주소').readOnly).toBe(true);
    expect(input('상세주소').value).toBe('101동 202호');
    expect(input('메모').value).toBe('');
    expect(returnButton().disabled).toBe(false);
    expect(screen.queryByRole('button', { name: '반납 신청 취소' })).toBeNull();
  });

  it('enables 반납하기 only while name, phone, postcode, address and detail are all filled', async () => {
    installStubPostcode(PICKED);
    const { finish } = serveReturn(buildReturnDetail({ orderPost: '', orderAddr: '' }));
    const { user } = renderRoute('/rental/return/7');
    await screen.findByLabelText('이름');
    expect(returnButton().disabled).toBe(true);

    await user.click(screen.getByRole('button', { name: '우편번호 찾기' }));
    await waitFor(() => expect(input('우편번호').value).toBe('06236'));
    expect(input('주소').value).toBe('서울 강남구 테헤란로 152 (역삼동)');
    expect(returnButton().disabled).toBe(false);

    for (const label of ['이름', '연락처', '상세주소']) {
      const field = input(label);
      const before = field.value;
      await user.clear(field);
      expect(returnButton().disabled).toBe(true);
      await user.type(field, label === '연락처' ? '01055556666' : before);
      expect(returnButton().disabled).toBe(false);
    }
    await user.clear(input('이름'));
    await user.type(input('이름'), '   ');
    expect(returnButton().disabled).toBe(true);
    expect(finish.calls).toHaveLength(0);
  });

  it('keeps only digits in the phone, hyphenated 3-4-4, at most 13 characters', async () => {
    serveReturn();
    const { user } = renderRoute('/rental/return/7');
    await screen.findByLabelText('연락처');
    const phone = input('연락처');
    expect(phone.maxLength).toBe(13);

    await user.clear(phone);
    await user.type(phone, '010a1');
    expect(phone.value).toBe('010-1');
    await user.type(phone, '234-5678');
    expect(phone.value).toBe('010-1234-5678');
    await user.type(phone, '99');
    expect(phone.value).toBe('010-1234-5678');
  });

  it('sends the return detail with the pickup fields and goes back to the list', async () => {
    installStubPostcode(PICKED);
    const detail = buildReturnDetail();
    const { finish } = serveReturn(detail);
    const { address, user } = renderRoute('/rental/return/7');
    await screen.findByLabelText('이름');

    await user.clear(input('이름'));
    await user.type(input('이름'), ' 박민수 ');
    await user.clear(input('연락처'));
    await user.type(input('연락처'), '01011112222');
    await user.click(screen.getByRole('button', { name: '우편번호 찾기' }));
    await waitFor(() => expect(input('우편번호').value).toBe('06236'));
    await user.clear(input('상세주소'));
    await user.type(input('상세주소'), '5층');
    await user.type(input('메모'), '경비실에 맡겨두겠습니다.');
    await user.click(returnButton());

    await waitFor(() => expect(address()).toBe('/rental/list'));
    expect(finish.calls.map((call) => call.body)).toEqual([
      {
        ...detail,
        name: '박민수',
        phone: '010-1111-2222',
        post: '06236',
        addr: '서울 강남구 테헤란로 152 (역삼동)',
        addrDetail: '5층',
        content: '경비실에 맡겨두겠습니다.',
        reason: 'CHANGE_OF_MIND',
      },
    ]);
    expect(
      await screen.findByText('반납 신청이 완료되었습니다. 기사님이 방문하여 회수합니다.'),
    ).toBeTruthy();
  });

  it('shows the withdrawal refund by the reason chosen, and sends that reason', async () => {
    const detail = buildReturnDetail();
    const { finish } = serveReturn(detail, buildReturnQuote());
    const { address, user } = renderRoute('/rental/return/7');
    await screen.findByLabelText('이름');

    const region = refundRegion();
    expect(region.textContent).toContain('청약철회 기간입니다 (2026.12.07까지).');
    const reasons = within(region).getByRole('group', { name: '반품 사유' });
    const changeOfMind = within(reasons).getByRole('radio', { name: '단순 변심' });
    const defect = within(reasons).getByRole('radio', { name: '상품 불량·오배송' });
    expect((changeOfMind as HTMLInputElement).checked).toBe(true);
    expect(plannedRefund()).toBe('20,000원');
    expect(within(region).getByText('반품 배송비 3,000원 차감')).toBeTruthy();
    expect(region.textContent).not.toContain('보증금');

    await user.click(defect);
    expect(plannedRefund()).toBe('23,000원');
    expect(within(region).queryByText(/반품 배송비/)).toBeNull();
    await user.click(returnButton());

    await waitFor(() => expect(address()).toBe('/rental/list'));
    expect(finish.calls.map((call) => call.body)).toEqual([
      {
        ...detail,
        name: '이영희',
        phone: '010-9876-5432',
        post: '13494',
        addr: '경기 성남시 분당구 판교역로 235',
        addrDetail: '101동 202호',
        content: '',
        reason: 'DEFECT',
      },
    ]);
  });

  it('shows the early-return refund with the deposit and the late fee it settles', async () => {
    const { finish } = serveReturn(
      buildReturnDetail(),
      buildEarlyReturnQuote({ deposit: 40_000, lateFeeDue: 2_040 }),
    );
    const { address, user } = renderRoute('/rental/return/7');
    await screen.findByLabelText('이름');

    const region = refundRegion();
    expect(region.textContent).toContain(
      '중도 반납: 남은 45일의 대여료 30,000원에서 수수료(10%) 3,000원을 뺀 금액을 환불합니다.',
    );
    expect(plannedRefund()).toBe('27,000원');
    expect(within(region).queryByRole('group', { name: '반품 사유' })).toBeNull();
    expect(
      within(region).getByText('보증금 40,000원은 반납 검수 후 정산되어 환불됩니다.'),
    ).toBeTruthy();
    expect(within(region).getByText('미납 연체료 2,040원은 보증금에서 차감됩니다.')).toBeTruthy();

    await user.click(returnButton());
    await waitFor(() => expect(address()).toBe('/rental/list'));
    expect(finish.calls.map((call) => call.body.reason)).toEqual(['CHANGE_OF_MIND']);
  });

  it('says a normal return gives nothing back for the rent', async () => {
    serveReturn(
      buildReturnDetail(),
      buildReturnQuote({ kind: 'NORMAL', refund: 0, defectRefund: 0, returnDeliveryFee: 0 }),
    );
    renderRoute('/rental/return/7');
    await screen.findByLabelText('이름');

    const region = refundRegion();
    expect(within(region).getByText('대여료 환불은 없습니다.')).toBeTruthy();
    expect(within(region).queryByText('환불 예정 금액')).toBeNull();
  });

  it("checks the phone before sending, and shows the server's refusal", async () => {
    serveReturn();
    const finish = handle(rental.returnFinish, errorReply('RENTAL_WRONG_STATE'));
    const { address, user } = renderRoute('/rental/return/7');
    await screen.findByLabelText('연락처');

    await user.clear(input('연락처'));
    await user.type(input('연락처'), '0201234');
    await user.click(returnButton());
    expect(await screen.findByText('핸드폰 번호 형식이 올바르지 않습니다.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input('연락처')));
    expect(finish.calls).toHaveLength(0);

    await user.clear(input('연락처'));
    await user.type(input('연락처'), '01012345678');
    await user.click(returnButton());

    expect(await screen.findByText(ERRORS.RENTAL_WRONG_STATE.text)).toBeTruthy();
    expect(finish.calls).toHaveLength(1);
    expect(address()).toBe('/rental/return/7');
  });

  it('offers 반납 신청 취소 only while the return is being checked, and sends it back to 대여중', async () => {
    const { finish, cancel } = serveReturn(buildReturnDetail({ state: '반납 확인중' }));
    const { address, user } = renderRoute('/rental/return/7');
    await screen.findByLabelText('메모');

    expect(screen.getByText('반납 확인중', { selector: '.badge' }).classList).toContain('bg-dark');
    expect(returnButton().disabled).toBe(true);
    await user.type(input('메모'), '일정이 바뀌었습니다.');
    await user.click(screen.getByRole('button', { name: '반납 신청 취소' }));

    await waitFor(() => expect(address()).toBe('/rental/list'));
    expect(cancel.calls.map(({ params, body }) => ({ params, body }))).toEqual([
      {
        params: { rentalNo: 'RT2612010000007' },
        body: {
          rentalNo: 'RT2612010000007',
          state: '반납 확인중',
          rentalState: '대여중',
          content: '일정이 바뀌었습니다.',
        },
      },
    ]);
    expect(finish.calls).toHaveLength(0);
    expect(await screen.findByText('반납 신청이 취소되었습니다.')).toBeTruthy();
  });

  it('asks before leaving on 취소', async () => {
    const { finish } = serveReturn();
    const { address, user } = renderRoute('/rental/return/7');
    await screen.findByLabelText('이름');

    const dialog = await askToLeaveForm(user);
    await user.click(within(dialog).getByRole('button', { name: '확인' }));

    await waitFor(() => expect(address()).toBe('/rental/list'));
    expect(finish.calls).toHaveLength(0);
  });
});
