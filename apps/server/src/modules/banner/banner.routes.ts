import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import { uploadedImages } from '../../plugins/uploads';
import * as service from './banner.service';

export async function bannerRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.banner;
  registerEndpoint(app, endpoints.slide, () => service.listSlides(ctx), {
    kept: ctx.cache.enabled,
  });
  registerEndpoint(app, endpoints.list, ({ query }) => service.listBanners(ctx, query));
  registerEndpoint(app, endpoints.detail, ({ params }) => service.getBanner(ctx, params.seq));
  registerEndpoint(app, endpoints.add, ({ body, request }) =>
    service.addBanner(ctx, body, uploadedImages(request, 'image')[0]),
  );
  registerEndpoint(app, endpoints.modify, ({ params, body, request }) =>
    service.modifyBanner(ctx, params.seq, body, uploadedImages(request, 'image')[0]),
  );
  registerEndpoint(app, endpoints.delete, ({ params }) => service.deleteBanner(ctx, params.seq));
}
