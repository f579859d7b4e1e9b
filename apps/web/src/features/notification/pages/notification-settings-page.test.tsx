import { ENDPOINTS, NOTIFICATION_TEXT, success } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMember,
  buildNotificationSettings,
  findToast,
  handle,
  renderRoute,
  signIn,
} from '@/testing/test-utils';

const { notification } = ENDPOINTS;

const toggle = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;

function serveSettings(overrides: Parameters<typeof buildNotificationSettings>[0] = {}) {
  signIn('alice');
  handle(notification.settings, buildNotificationSettings(overrides));
  return handle(notification.saveSettings, {
    message: success(NOTIFICATION_TEXT.settingsSaved),
  });
}

describe('notification settings', () => {
  it('shows where the messages go and saves the chosen switches', async () => {
    const saves = serveSettings({ phone: '010-1111-2222', alimtalk: true, marketing: false });
    const { user } = renderRoute('/member/notifications');

    expect(await screen.findByRole('heading', { name: '알림 설정', level: 1 })).toBeTruthy();
    expect(await screen.findByText('이메일: alice@example.com')).toBeTruthy();
    expect(screen.getByText(/알림톡: 010-1111-2222/)).toBeTruthy();
    expect(screen.getByText(/문의 답변 안내는 설정과 관계없이 항상 보내드립니다/)).toBeTruthy();
    expect(toggle('재입고 알림').checked).toBe(true);
    expect(toggle('알림톡 받기').checked).toBe(true);
    expect(toggle('마케팅 정보 수신 동의 (선택)').checked).toBe(false);
    expect(screen.getByText(/언제든지 이 화면에서 철회하실 수 있습니다/)).toBeTruthy();

    await user.click(toggle('재입고 알림'));
    await user.click(toggle('알림톡 받기'));
    await user.click(toggle('마케팅 정보 수신 동의 (선택)'));
    await user.click(screen.getByRole('button', { name: '저장' }));

    await findToast(NOTIFICATION_TEXT.settingsSaved);
    expect(saves.calls.map((call) => call.body)).toEqual([
      { restock: false, alimtalk: false, marketing: true },
    ]);
  });

  it('keeps 알림톡 off and disabled without a phone, pointing to 내 정보 수정', async () => {
    const saves = serveSettings({ phone: null, alimtalk: true });
    const { user } = renderRoute('/member/notifications');

    const alimtalk = await screen.findByRole('checkbox', { name: '알림톡 받기' });
    expect((alimtalk as HTMLInputElement).disabled).toBe(true);
    expect((alimtalk as HTMLInputElement).checked).toBe(false);
    expect(alimtalk.getAttribute('aria-describedby')).toBeTruthy();
    const hint = document.getElementById(alimtalk.getAttribute('aria-describedby')!)!;
    expect(hint.textContent).toContain('휴대폰 번호를 등록하면 알림톡으로도 받을 수 있습니다.');
    expect(screen.getByRole('link', { name: '내 정보 수정' }).getAttribute('href')).toBe(
      '/member/passwordCheck',
    );
    expect(screen.getByText('알림톡: 등록된 휴대폰 번호가 없습니다.')).toBeTruthy();

    await user.click(toggle('마케팅 정보 수신 동의 (선택)'));
    await user.click(screen.getByRole('button', { name: '저장' }));

    // The choice stays as it was, for when a phone is added.
    await waitFor(() =>
      expect(saves.calls.map((call) => call.body)).toEqual([
        { restock: true, alimtalk: true, marketing: true },
      ]),
    );
  });

  it('is linked from 내 정보', async () => {
    signIn('alice');
    handle(ENDPOINTS.member.myInfo, buildMember());
    renderRoute('/member/myinfo');

    await screen.findByText('alice@example.com');
    const link = within(screen.getByRole('main')).getByRole('link', { name: '알림 설정' });
    expect(link.getAttribute('href')).toBe('/member/notifications');
  });
});
