import { ENDPOINTS, TOKEN_STORAGE_KEY } from '@store/contract';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  buildMember,
  errorReply,
  handle,
  makeToken,
  renderWithProviders,
  sentRequests,
} from '@/testing/test-utils';
import { ApiError } from './api-client';
import { useSession, type Session } from './session';

function renderSession() {
  const current: { session?: Session } = {};
  function Probe() {
    current.session = useSession();
    const { user, authChecked, isAdmin } = current.session;
    return (
      <p>
        {authChecked ? 'checked' : 'checking'} / {user ? `${user.memberId} ${user.name}` : 'guest'}
        {isAdmin && ' / admin'}
      </p>
    );
  }
  // The app's providers include the SessionProvider.
  renderWithProviders(<Probe />);
  return () => current.session!;
}

describe('useSession', () => {
  it('is checked at once, as a guest, when no token is stored', () => {
    renderSession();
    expect(screen.getByText('checked / guest')).toBeTruthy();
    expect(sentRequests()).toEqual([]);
  });

  it('login stores the token, fetches the member and signs them in; logout undoes it', async () => {
    const members = handle(
      ENDPOINTS.member.getMember,
      buildMember({ memberId: 'admin01', name: '관리자' }),
    );
    const session = renderSession();
    const token = makeToken({ sub: 'admin01', scp: 'ROLE_USER,ROLE_ADMIN' });

    await act(() => session().login(token));

    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(members.calls.map((call) => call.query)).toEqual([{ memberId: 'admin01' }]);
    expect(screen.getByText('checked / admin01 관리자 / admin')).toBeTruthy();
    expect(session().isOwner('admin01')).toBe(true);
    expect(session().isOwner('someone')).toBe(false);

    act(() => session().logout());

    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('checked / guest')).toBeTruthy();
    expect(session().isOwner('admin01')).toBe(false);
  });

  it('login rejects and forgets the token when the member cannot be fetched', async () => {
    handle(ENDPOINTS.member.getMember, errorReply('MEMBER_NOT_FOUND'));
    const session = renderSession();

    let error: unknown;
    await act(async () => {
      error = await session()
        .login(makeToken())
        .catch((caught: unknown) => caught);
    });

    expect(error).toBeInstanceOf(ApiError);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('checked / guest')).toBeTruthy();
  });
});
