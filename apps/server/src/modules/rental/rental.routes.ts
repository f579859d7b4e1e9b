import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import * as rentals from './rental.service';

export async function rentalRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.rental;
  registerEndpoint(app, endpoints.list, ({ principal, query }) =>
    rentals.listOwnRentals(ctx, principal, query.p),
  );
  registerEndpoint(app, endpoints.renewInfo, ({ principal, params }) =>
    rentals.getRenewInfo(ctx, principal, params.seq),
  );
  registerEndpoint(app, endpoints.renew, ({ principal, params, query }) =>
    rentals.extendRental(ctx, principal, params.seq, query.period),
  );
  registerEndpoint(app, endpoints.returnInfo, ({ principal, params }) =>
    rentals.getReturnInfo(ctx, principal, params.seq),
  );
  registerEndpoint(app, endpoints.returnFinish, ({ principal, body }) =>
    rentals.requestReturn(ctx, principal, body),
  );
  registerEndpoint(app, endpoints.returnCancel, ({ principal, params, body }) =>
    rentals.cancelReturn(ctx, principal, params.rentalNo, body.content),
  );
  registerEndpoint(app, endpoints.adminList, ({ query }) => rentals.listAllRentals(ctx, query));
  registerEndpoint(app, endpoints.adminUpdate, ({ principal, params, body }) =>
    rentals.saveRentalState(ctx, principal, params.rentalNo, body.state),
  );
}
