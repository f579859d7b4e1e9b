import { ENDPOINTS, type StatsTable } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiDownload, apiRequest } from '@/lib/api-client';

/** The period as the address asks for it: either day may be missing (the server fills it in). */
export interface StatsPeriodQuery {
  from?: string | undefined;
  to?: string | undefined;
}

/** Query keys of the statistics: one per period asked for. */
export const statsKeys = {
  all: ['stats'] as const,
  period: ({ from, to }: StatsPeriodQuery) => [...statsKeys.all, from ?? '', to ?? ''] as const,
};

export const getStats = (query: StatsPeriodQuery) =>
  apiRequest(ENDPOINTS.stats.report, { query: { from: query.from, to: query.to } });

/** The statistics of the period asked for. */
export const useStats = (query: StatsPeriodQuery) =>
  useQuery({ queryKey: statsKeys.period(query), queryFn: () => getStats(query) });

/** One table of a period's statistics as the server's CSV file. */
export const downloadStatsTable = (table: StatsTable, period: { from: string; to: string }) =>
  apiDownload(
    ENDPOINTS.stats.reportCsv,
    { query: { table, from: period.from, to: period.to } },
    `stats-${table}.csv`,
  );
