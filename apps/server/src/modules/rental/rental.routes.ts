import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerCsvEndpoint } from '../../platform/csv';
import { registerEndpoint } from '../../platform/endpoint';
import { uploadedImages } from '../../plugins/uploads';
import * as rentals from './rental.service';

export async function rentalRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.rental;
  registerEndpoint(app, endpoints.list, ({ principal, query }) =>
    rentals.listOwnRentals(ctx, principal, query.p),
  );
  registerEndpoint(app, endpoints.renewInfo, ({ principal, params }) =>
    rentals.getRenewInfo(ctx, principal, params.seq),
  );
  registerEndpoint(app, endpoints.renewReady, ({ principal, params, body, request }) =>
    rentals.readyExtension(ctx, principal, params.seq, body.period, request),
  );
  registerEndpoint(app, endpoints.lateFeeReady, ({ principal, params, request }) =>
    rentals.readyLateFee(ctx, principal, params.seq, request),
  );
  registerEndpoint(app, endpoints.lateFeeFinish, ({ principal, params, body }) =>
    rentals.payLateFee(ctx, principal, params.seq, body.tid),
  );
  registerEndpoint(app, endpoints.renew, ({ principal, params, query }) =>
    rentals.extendRental(ctx, principal, params.seq, query.period, query.tid),
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
  registerEndpoint(app, endpoints.buyoutReady, ({ principal, params, request }) =>
    rentals.readyBuyout(ctx, principal, params.seq, request),
  );
  registerEndpoint(app, endpoints.buyoutFinish, ({ principal, params, body }) =>
    rentals.payBuyout(ctx, principal, params.seq, body.tid),
  );
  registerEndpoint(app, endpoints.settle, ({ principal, params, body, request }) =>
    rentals.settleReturn(ctx, principal, params.rentalNo, body, uploadedImages(request, 'photos')),
  );
  registerEndpoint(app, endpoints.settlementReady, ({ principal, params, request }) =>
    rentals.readySettlementPayment(ctx, principal, params.seq, request),
  );
  registerEndpoint(app, endpoints.settlementFinish, ({ principal, params, body }) =>
    rentals.paySettlement(ctx, principal, params.seq, body.tid),
  );
  registerEndpoint(app, endpoints.adminList, ({ query }) => rentals.listAllRentals(ctx, query));
  registerCsvEndpoint(app, endpoints.adminListCsv, ctx.clock, ({ query }) => ({
    names: { korean: '대여목록', ascii: 'rentals' },
    file: rentals.exportRentals(ctx, query),
  }));
  registerEndpoint(app, endpoints.adminUpdate, ({ principal, params, body }) =>
    rentals.saveRentalState(ctx, principal, params.rentalNo, body.state),
  );
}
