import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import { AppError } from '../../platform/app-error';
import type { AppContext } from '../../platform/context';
import { registerCsvEndpoint } from '../../platform/csv';
import { registerEndpoint } from '../../platform/endpoint';
import { sendStorePage } from '../../platform/store-page';
import * as orders from './order.service';
import * as tracking from './tracking.service';

export async function orderRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.order;
  registerEndpoint(app, endpoints.buy, ({ principal, body }) => orders.buy(ctx, principal, body));
  registerEndpoint(app, endpoints.list, ({ principal, query }) =>
    orders.listOwnOrders(ctx, principal, query),
  );
  registerEndpoint(app, endpoints.listByMember, ({ principal, params, query }) =>
    orders.listOrdersOfMember(ctx, principal, params.memberId, query),
  );
  registerEndpoint(app, endpoints.adminList, ({ query }) => orders.listOrders(ctx, query));
  registerCsvEndpoint(app, endpoints.adminListCsv, ctx.clock, ({ query }) => ({
    names: { korean: '주문목록', ascii: 'orders' },
    file: orders.exportOrders(ctx, query),
  }));
  registerEndpoint(app, endpoints.detail, ({ principal, params }) =>
    orders.getOrder(ctx, principal, params.seq),
  );
  registerEndpoint(app, endpoints.stateUpdate, ({ principal, body }) =>
    orders.updateState(ctx, principal, body.seq, body.process),
  );
  registerEndpoint(app, endpoints.modify, ({ principal, params, body }) =>
    orders.modifyOrder(ctx, principal, params.seq, body),
  );
  registerEndpoint(app, endpoints.receiveInfo, ({ principal, query }) =>
    orders.getReceiveInfo(ctx, principal, query.orderManageSeq),
  );
  registerEndpoint(app, endpoints.receiveExec, ({ principal, body }) =>
    orders.confirmReceipt(ctx, principal, body.orderManageSeq, body.memo),
  );
  registerEndpoint(app, endpoints.cancel, ({ principal, body }) =>
    orders.requestCancel(ctx, principal, body),
  );
  registerEndpoint(app, endpoints.returnRequest, ({ principal, body }) =>
    orders.requestReturn(ctx, principal, body),
  );

  registerEndpoint(app, endpoints.trackingDetail, ({ query, request }) =>
    tracking.track(ctx, query, request.ip),
  );
  registerEndpoint(app, endpoints.trackingPage, async ({ query, request, reply }) => {
    let result = null;
    try {
      result = await tracking.track(ctx, query, request.ip);
    } catch (error) {
      const unavailable = ['TRACKING_NOT_FOUND', 'TRACKING_UNAVAILABLE'];
      if (!(error instanceof AppError) || !unavailable.includes(error.code)) throw error;
    }
    sendStorePage(reply, tracking.renderTrackingPage(result, query.t_invoice));
    return '';
  });
}
