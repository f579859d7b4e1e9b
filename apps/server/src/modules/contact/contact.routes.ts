import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import { viewerKey } from '../../platform/viewer';
import * as contacts from './contact.service';

export async function contactRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const endpoints = ENDPOINTS.contact;
  registerEndpoint(app, endpoints.add, ({ principal, body }) =>
    contacts.addContact(ctx, principal, body),
  );
  registerEndpoint(app, endpoints.list, ({ principal, query }) =>
    contacts.listContacts(ctx, principal, query),
  );
  registerEndpoint(app, endpoints.view, ({ principal, params, request }) =>
    contacts.countView(ctx, principal, params.seq, viewerKey(principal, request)),
  );
  registerEndpoint(app, endpoints.detail, ({ principal, params }) =>
    contacts.getContact(ctx, principal, params.seq),
  );
  registerEndpoint(app, endpoints.reply, ({ params, body }) =>
    contacts.replyToContact(ctx, params.seq, body.reply),
  );
  registerEndpoint(app, endpoints.modify, ({ principal, params, body }) =>
    contacts.modifyContact(ctx, principal, params.seq, body),
  );
  registerEndpoint(app, endpoints.visibility, ({ params, body }) =>
    contacts.setVisibility(ctx, params.seq, body.useYn),
  );
  registerEndpoint(app, endpoints.delete, ({ principal, params }) =>
    contacts.deleteContact(ctx, principal, params.seq),
  );
  registerEndpoint(app, endpoints.deletedList, ({ principal, query }) =>
    contacts.listDeletedContacts(ctx, principal, query),
  );
  registerEndpoint(app, endpoints.deletedDetail, ({ principal, params }) =>
    contacts.getDeletedContact(ctx, principal, params.seq),
  );
  registerEndpoint(app, endpoints.restore, ({ params }) =>
    contacts.restoreContact(ctx, params.seq),
  );
}
