import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import * as notifications from './notification.service';

export async function notificationRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.notification;
  registerEndpoint(app, endpoints.list, ({ query }) => notifications.listNotifications(ctx, query));
  registerEndpoint(app, endpoints.detail, ({ params }) =>
    notifications.getNotification(ctx, params.seq),
  );
  registerEndpoint(app, endpoints.resend, ({ params }) =>
    notifications.resendNotification(ctx, params.seq),
  );
  registerEndpoint(app, endpoints.settings, ({ principal }) =>
    notifications.getSettings(ctx, principal),
  );
  registerEndpoint(app, endpoints.saveSettings, ({ principal, body }) =>
    notifications.saveSettings(ctx, principal, body),
  );
}
