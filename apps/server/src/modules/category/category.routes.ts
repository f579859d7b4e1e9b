import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import { uploadedImages } from '../../plugins/uploads';
import * as service from './category.service';

export async function categoryRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.category;
  registerEndpoint(app, endpoints.formSelect, () => service.listCategoryOptions(ctx), {
    kept: ctx.cache.enabled,
  });
  registerEndpoint(app, endpoints.list, ({ query }) => service.listCategories(ctx, query.p));
  registerEndpoint(app, endpoints.detail, ({ params }) => service.getCategory(ctx, params.seq));
  registerEndpoint(app, endpoints.add, ({ body, request }) =>
    service.addCategory(ctx, body.name, uploadedImages(request, 'image')[0]),
  );
  registerEndpoint(app, endpoints.modify, ({ params, body, request }) =>
    service.modifyCategory(ctx, params.seq, body.name, uploadedImages(request, 'image')[0]),
  );
  registerEndpoint(app, endpoints.delete, ({ params }) => service.deleteCategory(ctx, params.seq));
}
