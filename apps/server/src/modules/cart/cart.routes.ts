import type { FastifyInstance } from 'fastify';
import { ENDPOINTS } from '@store/contract';
import type { AppContext } from '../../platform/context';
import { registerEndpoint } from '../../platform/endpoint';
import * as addresses from './address.service';
import * as cart from './cart.service';
import * as wishes from './wish.service';

export async function cartRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const { cart: CART, wish: WISH, address: ADDRESS } = ENDPOINTS;
  registerEndpoint(app, CART.list, ({ principal }) => cart.getCart(ctx, principal));
  registerEndpoint(app, CART.add, ({ principal, body }) => cart.addToCart(ctx, principal, body));
  registerEndpoint(app, CART.modify, ({ principal, params, body }) =>
    cart.modifyCartLine(ctx, principal, params.cartSeq, body),
  );
  registerEndpoint(app, CART.remove, ({ principal, body }) =>
    cart.removeFromCart(ctx, principal, body.cartSeqs),
  );
  registerEndpoint(app, CART.counts, ({ principal }) => cart.shoppingCounts(ctx, principal));
  registerEndpoint(app, CART.ready, ({ principal, body, request }) =>
    cart.readyCart(ctx, principal, body, request),
  );
  registerEndpoint(app, CART.order, ({ principal, body }) => cart.orderCart(ctx, principal, body));

  registerEndpoint(app, WISH.list, ({ principal }) => wishes.listWishes(ctx, principal));
  registerEndpoint(app, WISH.saleSeqs, ({ principal }) => wishes.wishedSaleSeqs(ctx, principal));
  registerEndpoint(app, WISH.add, ({ principal, params }) =>
    wishes.addWish(ctx, principal, params.saleSeq),
  );
  registerEndpoint(app, WISH.remove, ({ principal, params }) =>
    wishes.removeWish(ctx, principal, params.saleSeq),
  );

  registerEndpoint(app, ADDRESS.list, ({ principal }) => addresses.listAddresses(ctx, principal));
  registerEndpoint(app, ADDRESS.add, ({ principal, body }) =>
    addresses.addAddress(ctx, principal, body),
  );
  registerEndpoint(app, ADDRESS.modify, ({ principal, params, body }) =>
    addresses.modifyAddress(ctx, principal, params.seq, body),
  );
  registerEndpoint(app, ADDRESS.remove, ({ principal, params }) =>
    addresses.deleteAddress(ctx, principal, params.seq),
  );
}
