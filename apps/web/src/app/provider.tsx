import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useModalFocusTrap } from '@/components/modal-focus-trap';
import { ToastProvider } from '@/components/toast';
import { ApiError } from '@/lib/api-client';
import { SessionProvider } from '@/lib/session';

const MAX_RETRIES = 2;

/** A refusal (4xx) will not change on a second try; a lost connection or a fault (5xx) may. */
const shouldRetry = (failureCount: number, error: Error): boolean =>
  failureCount < MAX_RETRIES &&
  !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

export interface AppProviderProps {
  children: ReactNode;
  /** Tests pass their own client (without retries). */
  queryClient?: QueryClient;
}

export function AppProvider({ children, queryClient }: AppProviderProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  useModalFocusTrap();
  return (
    <QueryClientProvider client={client}>
      <ToastProvider>
        <SessionProvider>{children}</SessionProvider>
      </ToastProvider>
    </QueryClientProvider>
  );
}
