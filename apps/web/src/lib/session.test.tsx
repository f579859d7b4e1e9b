import { TOKEN_STORAGE_KEY } from '@store/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, memberFixture, mockFetch } from '@/testing/fetch';
import { makeToken } from '@/testing/token';
import { ApiError } from './api-client';
import { SessionProvider, useSession, type Session } from './session';

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
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SessionProvider>
        <Probe />
      </SessionProvider>
    </QueryClientProvider>,
  );
  return () => current.session!;
}

describe('useSession', () => {
  it('is checked at once, as a guest, when no token is stored', () => {
    const fetchMock = mockFetch(() => jsonResponse({}));
    renderSession();
    expect(screen.getByText('checked / guest')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('login stores the token, fetches the member and signs them in; logout undoes it', async () => {
    const fetchMock = mockFetch(() => jsonResponse(memberFixture('admin01', { name: '관리자' })));
    const session = renderSession();
    const token = makeToken({ sub: 'admin01', scp: 'ROLE_USER,ROLE_ADMIN' });

    await act(() => session().login(token));

    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/member?memberId=admin01');
    expect(screen.getByText('checked / admin01 관리자 / admin')).toBeTruthy();
    expect(session().isOwner('admin01')).toBe(true);
    expect(session().isOwner('someone')).toBe(false);

    act(() => session().logout());

    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByText('checked / guest')).toBeTruthy();
    expect(session().isOwner('admin01')).toBe(false);
  });

  it('login rejects and forgets the token when the member cannot be fetched', async () => {
    mockFetch(() =>
      jsonResponse(
        {
          code: 'MEMBER_NOT_FOUND',
          message: { text: '해당 회원이 존재하지 않습니다.', type: 'warning' },
        },
        404,
      ),
    );
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
