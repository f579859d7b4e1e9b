import { ENDPOINTS, NOTIFICATION_TEXT, info } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildNotificationDetail,
  buildNotificationItem,
  buildPage,
  errorReply,
  findToast,
  handle,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { notification } = ENDPOINTS;

/** The log's messages: one sent, one given up after its tries, one waiting to be tried again. */
function buildLog() {
  return {
    sent: buildNotificationItem({ seq: 3, subject: '[빌림마켓] 주문이 접수되었습니다' }),
    failed: buildNotificationItem({
      seq: 2,
      memberId: 'bob',
      kind: 'OVERDUE',
      kindName: '연체 안내',
      channel: 'ALIMTALK',
      channelName: '알림톡',
      recipient: '010-1234-5678',
      subject: '[빌림마켓] 반납일이 지났습니다',
      state: 'FAILED',
      stateName: '발송 실패',
      attempts: 5,
      lastError: '수신 번호가 올바르지 않습니다.',
      sentDttm: null,
    }),
    retrying: buildNotificationItem({
      seq: 1,
      subject: '[빌림마켓] 결제가 완료되었습니다',
      kind: 'PAYMENT_DONE',
      kindName: '결제 완료',
      state: 'PENDING',
      stateName: '발송 대기',
      attempts: 2,
      lastError: 'SMTP 연결 시간 초과',
      sentDttm: null,
    }),
  };
}

function serveLog() {
  signIn('boss', { admin: true });
  const log = buildLog();
  const list = handle(
    notification.list,
    buildPage('notificationList', [log.sent, log.failed, log.retrying]),
  );
  return { log, list };
}

const rowOf = (subject: string) => screen.getByRole('button', { name: subject }).closest('tr')!;
const select = (label: string) => screen.getByLabelText(label) as HTMLSelectElement;

describe('notification log', () => {
  it('lists the messages with their state, and the tries and error of those not sent', async () => {
    const { list } = serveLog();
    renderRoute('/notification/list');

    const table = await screen.findByRole('table', { name: '알림 발송 내역' });
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(list.calls.map((call) => call.query)).toEqual([{ p: '1' }]);

    const sent = within(rowOf('[빌림마켓] 주문이 접수되었습니다'));
    expect(sent.getByText('발송 완료').className).toContain('bg-success');
    expect(sent.getByText('alice@example.com')).toBeTruthy();
    expect(sent.getByText('2026.11.21 14:00')).toBeTruthy();
    expect(sent.queryByText(/시도/)).toBeNull();

    const failed = within(rowOf('[빌림마켓] 반납일이 지났습니다'));
    expect(failed.getByText('발송 실패').className).toContain('bg-danger');
    expect(failed.getByText('연체 안내')).toBeTruthy();
    expect(failed.getByText('알림톡')).toBeTruthy();
    expect(failed.getByText('010-1234-5678')).toBeTruthy();
    expect(failed.getByText(/시도 5회/)).toBeTruthy();
    expect(failed.getByText('수신 번호가 올바르지 않습니다.')).toBeTruthy();

    const retrying = within(rowOf('[빌림마켓] 결제가 완료되었습니다'));
    expect(retrying.getByText('발송 대기').className).toContain('bg-secondary');
    expect(retrying.getByText(/시도 2회/)).toBeTruthy();
    expect(retrying.getByText('SMTP 연결 시간 초과')).toBeTruthy();
  });

  it('reads the filters from the address, and each change asks again from page 1', async () => {
    const { list } = serveLog();
    const { user, address } = renderRoute('/notification/list?p=2&kind=OVERDUE&q=bob');

    await screen.findByRole('table', { name: '알림 발송 내역' });
    expect(list.calls.at(-1)!.query).toEqual({ p: '2', kind: 'OVERDUE', q: 'bob' });
    expect(select('종류').value).toBe('OVERDUE');
    expect(select('상태').value).toBe('');

    await user.selectOptions(select('상태'), '발송 실패');
    await waitFor(() =>
      expect(address()).toBe('/notification/list?kind=OVERDUE&q=bob&state=FAILED'),
    );
    await waitFor(() =>
      expect(list.calls.at(-1)!.query).toEqual({
        p: '1',
        kind: 'OVERDUE',
        state: 'FAILED',
        q: 'bob',
      }),
    );

    await user.selectOptions(select('종류'), '전체');
    await waitFor(() => expect(address()).toBe('/notification/list?q=bob&state=FAILED'));

    const search = screen.getByRole('searchbox', { name: '검색어' });
    await user.clear(search);
    await user.type(search, 'alice@example.com');
    await user.click(screen.getByRole('button', { name: '알림 검색' }));
    await waitFor(() =>
      expect(list.calls.at(-1)!.query).toEqual({ p: '1', state: 'FAILED', q: 'alice@example.com' }),
    );
    expect(address()).toBe('/notification/list?q=alice%40example.com&state=FAILED');
  });

  it('opens a message with its text and the e-mail in a sandbox without scripts', async () => {
    const { log } = serveLog();
    const detail = handle(
      notification.detail,
      buildNotificationDetail({
        ...log.sent,
        text: '주문이 접수되었습니다.',
        html: '<h1>주문 접수</h1><script>alert(1)</script>',
      }),
    );
    const { user } = renderRoute('/notification/list');

    await user.click(await screen.findByRole('button', { name: log.sent.subject }));
    const dialog = await screen.findByRole('dialog', { name: log.sent.subject });
    expect(await within(dialog).findByText('주문이 접수되었습니다.')).toBeTruthy();
    expect(detail.calls.map((call) => call.params)).toEqual([{ seq: '3' }]);
    const preview = within(dialog).getByTitle('메일 미리보기');
    expect(preview.tagName).toBe('IFRAME');
    expect(preview.getAttribute('sandbox')).toBe('');
    expect(preview.getAttribute('srcdoc')).toContain('<h1>주문 접수</h1>');
  });

  it('shows an 알림톡 as text only', async () => {
    const { log } = serveLog();
    handle(
      notification.detail,
      buildNotificationDetail({ ...log.failed, text: '반납일이 지났습니다.', html: null }),
    );
    const { user } = renderRoute('/notification/list');

    // A click anywhere on the row opens it too.
    await screen.findByRole('table', { name: '알림 발송 내역' });
    await user.click(within(rowOf(log.failed.subject)).getByText('bob'));
    const dialog = await screen.findByRole('dialog', { name: log.failed.subject });
    expect(await within(dialog).findByText('반납일이 지났습니다.')).toBeTruthy();
    expect(within(dialog).getByText('수신 번호가 올바르지 않습니다.')).toBeTruthy();
    expect(within(dialog).queryByTitle('메일 미리보기')).toBeNull();
  });

  it('sends a message again only once asked, then says so and reads the list again', async () => {
    const { log, list } = serveLog();
    handle(notification.detail, buildNotificationDetail(log.failed));
    const resend = handle(notification.resend, { message: info(NOTIFICATION_TEXT.resent) });
    const { user } = renderRoute('/notification/list');

    const open = async () => {
      await user.click(await screen.findByRole('button', { name: log.failed.subject }));
      const dialog = await screen.findByRole('dialog', { name: log.failed.subject });
      await user.click(within(dialog).getByRole('button', { name: '다시 보내기' }));
      return screen.findByRole('dialog', { name: '알림 다시 보내기' });
    };

    let confirm = await open();
    expect(confirm.textContent).toContain('이 알림을 같은 받는 곳으로 다시 보낼까요?');
    await user.click(within(confirm).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(resend.calls).toHaveLength(0);

    const listCalls = list.calls.length;
    confirm = await open();
    await user.click(within(confirm).getByRole('button', { name: '다시 보내기' }));

    await findToast(NOTIFICATION_TEXT.resent);
    expect(resend.calls.map((call) => call.params)).toEqual([{ seq: '2' }]);
    expect(list.calls.length).toBeGreaterThan(listCalls);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal of a resend", async () => {
    const { log } = serveLog();
    handle(notification.detail, buildNotificationDetail(log.sent));
    handle(notification.resend, errorReply('NOTIFICATION_NOT_FOUND'));
    const { user } = renderRoute('/notification/list');

    await user.click(await screen.findByRole('button', { name: log.sent.subject }));
    const dialog = await screen.findByRole('dialog', { name: log.sent.subject });
    await user.click(within(dialog).getByRole('button', { name: '다시 보내기' }));
    const confirm = await screen.findByRole('dialog', { name: '알림 다시 보내기' });
    await user.click(within(confirm).getByRole('button', { name: '다시 보내기' }));

    expect((await screen.findByRole('alert')).textContent).toContain(NOTIFICATION_TEXT.notFound);
  });

  it('says when no message matches the filters', async () => {
    signIn('boss', { admin: true });
    handle(notification.list, buildPage('notificationList', []));
    renderRoute('/notification/list?state=FAILED');

    expect(await screen.findByText('조건에 맞는 알림이 없습니다.')).toBeTruthy();
  });
});
