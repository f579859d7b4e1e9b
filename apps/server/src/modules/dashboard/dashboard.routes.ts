import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import { readDashboard } from './dashboard.service';

export async function dashboardRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  registerEndpoint(app, ENDPOINTS.dashboard.dashboard, () => readDashboard(ctx));
}
