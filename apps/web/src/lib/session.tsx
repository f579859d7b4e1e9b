import { ENDPOINTS, isAdminScope, parseScope } from '@store/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { apiRequest } from './api-client';
import {
  clearToken,
  decodeTokenClaims,
  storeToken,
  takeStoredToken,
  type SessionClaims,
} from './token';

export interface SessionUser {
  memberId: string;
  name: string;
  /** Roles from the token's `scp` claim. */
  scope: string[];
}

export interface Session {
  user: SessionUser | null;
  /** False only while the stored token's member is being fetched at start. */
  authChecked: boolean;
  isAdmin: boolean;
  isOwner: (memberId: string | null | undefined) => boolean;
  /** Stores the token, fetches its member and signs them in. Rejects (signed out) if that fails. */
  login: (token: string) => Promise<SessionUser>;
  logout: () => void;
}

interface SessionState {
  user: SessionUser | null;
  authChecked: boolean;
}

async function fetchSessionUser(claims: SessionClaims): Promise<SessionUser> {
  const member = await apiRequest(ENDPOINTS.member.getMember, { query: { memberId: claims.sub } });
  return { memberId: member.memberId, name: member.name, scope: parseScope(claims.scp) };
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  // Read once at load: an expired token is removed here, before any request could send it.
  const [storedClaims] = useState(() => takeStoredToken()?.claims ?? null);
  const [state, setState] = useState<SessionState>({
    user: null,
    authChecked: storedClaims === null,
  });
  // Only the latest fetch may set the user: a login or logout overrides the start-up check.
  const generation = useRef(0);

  useEffect(() => {
    if (storedClaims === null) return;
    const current = ++generation.current;
    const finish = (user: SessionUser | null) => {
      if (current === generation.current) setState({ user, authChecked: true });
    };
    // A failed fetch only ends the check: the visitor is treated as signed out.
    fetchSessionUser(storedClaims).then(finish, () => finish(null));
  }, [storedClaims]);

  const login = useCallback(async (token: string) => {
    const claims = decodeTokenClaims(token);
    if (claims === null) throw new Error('login token without subject or expiry');
    const current = ++generation.current;
    storeToken(token);
    try {
      const user = await fetchSessionUser(claims);
      if (current === generation.current) setState({ user, authChecked: true });
      return user;
    } catch (error) {
      if (current === generation.current) {
        clearToken();
        setState({ user: null, authChecked: true });
      }
      throw error;
    }
  }, []);

  const logout = useCallback(() => {
    generation.current += 1;
    clearToken();
    setState({ user: null, authChecked: true });
    // Cached replies may belong to the member who just left.
    queryClient.clear();
  }, [queryClient]);

  const session = useMemo<Session>(() => {
    const { user, authChecked } = state;
    return {
      user,
      authChecked,
      isAdmin: user !== null && isAdminScope(user.scope),
      isOwner: (memberId) => user !== null && memberId === user.memberId,
      login,
      logout,
    };
  }, [state, login, logout]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside SessionProvider');
  return session;
}
