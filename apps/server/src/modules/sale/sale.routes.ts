import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import { uploadedImages } from '../../plugins/uploads';
import { viewerKey } from '../../platform/viewer';
import * as service from './sale.service';

export async function saleRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.sale;
  const filesOf = (request: Parameters<typeof uploadedImages>[0]) => ({
    thumbnails: uploadedImages(request, 'thumbnails'),
    contentImages: uploadedImages(request, 'contentImages'),
  });
  registerEndpoint(app, endpoints.list, ({ query }) => service.listSales(ctx, query), {
    kept: ctx.cache.enabled,
  });
  registerEndpoint(
    app,
    endpoints.detail,
    ({ params, principal, request }) =>
      service.getSale(ctx, params.seq, { principal, key: viewerKey(principal, request) }),
    { kept: ctx.cache.enabled },
  );
  registerEndpoint(app, endpoints.add, ({ body, request }) =>
    service.addSale(ctx, body, filesOf(request)),
  );
  registerEndpoint(app, endpoints.modify, ({ params, body, request, principal }) =>
    service.modifySale(ctx, params.seq, body, filesOf(request), principal),
  );
  registerEndpoint(app, endpoints.delete, ({ params }) => service.deleteSale(ctx, params.seq));
}
