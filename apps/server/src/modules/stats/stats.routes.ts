import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerCsvEndpoint } from '../../platform/csv';
import { registerEndpoint } from '../../platform/endpoint';
import { exportStatsTable, readStats } from './stats.service';

export async function statsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.stats;
  registerEndpoint(app, endpoints.report, ({ query }) => readStats(ctx, query));
  registerCsvEndpoint(app, endpoints.reportCsv, ctx.clock, ({ query }) =>
    exportStatsTable(ctx, query),
  );
}
