import { ENDPOINTS } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Query keys of the dashboard's one call. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
};

export const getDashboard = () => apiRequest(ENDPOINTS.dashboard.dashboard);

/** Today's work and the sales of today and the last seven days, each with what it compares to. */
export const useDashboard = () => useQuery({ queryKey: dashboardKeys.all, queryFn: getDashboard });
