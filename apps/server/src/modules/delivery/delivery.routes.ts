import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import * as service from './delivery.service';

export async function deliveryRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.delivery;
  registerEndpoint(app, endpoints.formSelect, () => service.listDeliveryOptions(ctx));
  registerEndpoint(app, endpoints.list, ({ query }) => service.listDeliveries(ctx, query.p));
  registerEndpoint(app, endpoints.detail, ({ params }) => service.getDelivery(ctx, params.seq));
  registerEndpoint(app, endpoints.add, ({ body }) => service.addDelivery(ctx, body));
  registerEndpoint(app, endpoints.modify, ({ params, body }) =>
    service.modifyDelivery(ctx, params.seq, body),
  );
  registerEndpoint(app, endpoints.delete, ({ params }) => service.deleteDelivery(ctx, params.seq));
}
