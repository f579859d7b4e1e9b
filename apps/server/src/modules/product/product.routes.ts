import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import { uploadedImages } from '../../plugins/uploads';
import * as service from './product.service';

export async function productRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.product;
  registerEndpoint(app, endpoints.list, ({ query }) => service.listProducts(ctx, query));
  registerEndpoint(app, endpoints.formSelect, ({ query }) =>
    service.listProductOptions(ctx, query.category),
  );
  registerEndpoint(app, endpoints.detailByNo, ({ query }) =>
    service.getProductByNo(ctx, query.productNo),
  );
  registerEndpoint(app, endpoints.detail, ({ params }) => service.getProduct(ctx, params.seq));
  registerEndpoint(app, endpoints.add, ({ body, request }) =>
    service.addProduct(ctx, body, uploadedImages(request, 'images')),
  );
  registerEndpoint(app, endpoints.modify, ({ params, body, request, principal }) =>
    service.modifyProduct(ctx, params.seq, body, uploadedImages(request, 'images'), principal),
  );
  registerEndpoint(app, endpoints.delete, ({ params }) => service.deleteProduct(ctx, params.seq));
  registerEndpoint(app, endpoints.adjustStock, ({ params, body, principal }) =>
    service.adjustStock(ctx, params.seq, body, principal),
  );
  registerEndpoint(app, endpoints.stockHistory, ({ params, query }) =>
    service.listStockHistory(ctx, params.seq, query),
  );
}
