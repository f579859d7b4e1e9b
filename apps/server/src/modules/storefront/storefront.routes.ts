import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import * as storefront from './storefront.service';

export async function storefrontRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.storefront;
  registerEndpoint(app, endpoints.info, () => storefront.getShopInfo(ctx));
  registerEndpoint(app, endpoints.saveInfo, ({ body }) => storefront.saveShopInfo(ctx, body));
  registerEndpoint(app, endpoints.document, ({ params, query }) =>
    storefront.getDocument(ctx, params.kind, query.version),
  );
  registerEndpoint(app, endpoints.versions, ({ params }) =>
    storefront.listVersions(ctx, params.kind),
  );
  registerEndpoint(app, endpoints.adminDocuments, () => storefront.listAdminDocuments(ctx));
  registerEndpoint(app, endpoints.publish, ({ principal, params, body }) =>
    storefront.publishDocument(ctx, principal, params.kind, body),
  );
  registerEndpoint(app, endpoints.memberConsents, ({ params }) =>
    storefront.listMemberConsents(ctx, params.seq),
  );
}
