import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import { uploadedImages } from '../../plugins/uploads';
import { viewerKey } from '../../platform/viewer';
import * as service from './sale.service';

/** A detail address exactly as the screens ask for it; anything else is parsed the usual way. */
const DETAIL_ADDRESS = /^\/api\/sale\/detail\/([1-9]\d{0,8})$/;

export async function saleRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.sale;
  const filesOf = (request: Parameters<typeof uploadedImages>[0]) => ({
    thumbnails: uploadedImages(request, 'thumbnails'),
    contentImages: uploadedImages(request, 'contentImages'),
  });
  registerEndpoint(app, endpoints.list, ({ query }) => service.listSales(ctx, query), {
    cache: ctx.cache,
  });
  registerEndpoint(
    app,
    endpoints.detail,
    ({ params, principal, request }) =>
      service.getSale(ctx, params.seq, {
        principal,
        key: viewerKey(principal, request),
      }),
    {
      // A visitor reloading a listing already counted for them: the cached bytes, at once.
      // Signed-in callers go the usual way (an administrator sees hidden listings).
      readyReply: (request) => {
        const seq = DETAIL_ADDRESS.exec(request.url)?.[1];
        if (!seq || request.headers.authorization) return undefined;
        const key = viewerKey(null, request);
        return service.countedDetailBytes(ctx, Number(seq), key);
      },
    },
  );
  registerEndpoint(app, endpoints.add, ({ body, request }) =>
    service.addSale(ctx, body, filesOf(request)),
  );
  registerEndpoint(app, endpoints.modify, ({ params, body, request, principal }) =>
    service.modifySale(ctx, params.seq, body, filesOf(request), principal),
  );
  registerEndpoint(app, endpoints.delete, ({ params }) => service.deleteSale(ctx, params.seq));
}
