import { healthEndpoints } from './common/health';
import type { AnyEndpoint } from './common/endpoint';
import { bannerEndpoints } from './banner/banner.schemas';
import { addressEndpoints, cartEndpoints, wishEndpoints } from './cart/cart.schemas';
import { categoryEndpoints } from './category/category.schemas';
import { deliveryEndpoints } from './delivery/delivery.schemas';
import { memberEndpoints } from './member/member.schemas';
import { notificationEndpoints } from './notification/notification.schemas';
import { orderEndpoints } from './order/order.schemas';
import { paymentEndpoints } from './payment/payment.schemas';
import { rentalEndpoints } from './rental/rental.schemas';
import { contactEndpoints } from './contact/contact.schemas';
import { dashboardEndpoints } from './dashboard/dashboard.schemas';
import { statsEndpoints } from './stats/stats.schemas';
import { productEndpoints } from './product/product.schemas';
import { saleEndpoints } from './sale/sale.schemas';
import { storefrontEndpoints } from './storefront/storefront.schemas';

/** Every endpoint of the store, by domain. The server registers these; the matrix test walks them. */
export const ENDPOINTS = {
  system: healthEndpoints,
  member: memberEndpoints,
  category: categoryEndpoints,
  delivery: deliveryEndpoints,
  banner: bannerEndpoints,
  product: productEndpoints,
  sale: saleEndpoints,
  order: orderEndpoints,
  payment: paymentEndpoints,
  rental: rentalEndpoints,
  contact: contactEndpoints,
  cart: cartEndpoints,
  wish: wishEndpoints,
  address: addressEndpoints,
  notification: notificationEndpoints,
  storefront: storefrontEndpoints,
  dashboard: dashboardEndpoints,
  stats: statsEndpoints,
} as const satisfies Record<string, Record<string, AnyEndpoint>>;

export const allEndpoints = (): AnyEndpoint[] =>
  Object.values(ENDPOINTS).flatMap((group) => Object.values(group) as AnyEndpoint[]);
