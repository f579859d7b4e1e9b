import type { NotificationKind } from '@store/contract';

/**
 * What each message says, as the event that causes it knows it (amounts in won, dates as
 * `YYYY-MM-DD` and times as `YYYY-MM-DD HH:mm`, both in Korea time). The templates
 * (notification.templates.ts) turn it into the e-mail's subject, text and HTML and the 알림톡's text.
 */

/** A line of an order as the acknowledgement lists it. */
export interface OrderedLine {
  orderNo: string;
  title: string;
  orderType: 'RENT' | 'BUY';
  /** Days rented; 0 for a purchase. */
  rentalPeriod: number;
  count: number;
  /** What the line costs in all (rent or price, delivery and deposit included). */
  totalPrice: number;
  deliveryFee: number;
  /** The refundable deposit in `totalPrice` (rentals; 0 when none). */
  deposit: number;
}

/** A line of a statement: a label and an amount (negative for what is charged). */
export interface AmountLine {
  label: string;
  amount: number;
}

export type NotificationData =
  | {
      kind: 'ORDER_RECEIVED';
      /** The order's seq (one order) or null (a cart checkout: several orders, one mail). */
      orderSeq: number | null;
      lines: OrderedLine[];
      /** What was paid for all the lines. */
      totalAmount: number;
      recipient: string;
      address: string;
      orderedAt: string;
    }
  | {
      kind: 'PAYMENT_DONE';
      itemName: string;
      amount: number;
      /** `카카오페이` (or the demo provider's name). */
      method: string;
      approvedAt: string;
    }
  | {
      kind: 'SHIPPED';
      orderSeq: number;
      orderNo: string;
      title: string;
      courierName: string;
      trackingNumber: string;
    }
  | {
      kind: 'RENTAL_STARTED';
      rentalSeq: number;
      rentalNo: string;
      title: string;
      startDate: string;
      dueDate: string;
    }
  | {
      kind: 'RETURN_DUE_3' | 'RETURN_DUE_1';
      rentalSeq: number;
      rentalNo: string;
      title: string;
      dueDate: string;
      /** The late fee per day after the due date (0 when the listing charges none). */
      lateFeePerDay: number;
    }
  | {
      kind: 'OVERDUE';
      rentalSeq: number;
      rentalNo: string;
      title: string;
      dueDate: string;
      daysOverdue: number;
      /** The late fee owed so far, and the most it can come to (null: no cap). */
      lateFee: number;
      lateFeeCap: number | null;
    }
  | {
      kind: 'RETURN_SETTLED';
      rentalSeq: number;
      rentalNo: string;
      title: string;
      /** `정상`, `손상`, `분실`, ... as the administrator recorded the return. */
      condition: string;
      lines: AmountLine[];
      /** What comes back to the member (positive) or is still owed (negative). */
      balance: number;
    }
  | {
      kind: 'REFUNDED';
      itemName: string;
      amount: number;
      reason: string;
      refundedAt: string;
    }
  | {
      kind: 'RESTOCKED';
      saleSeq: number;
      title: string;
      /** Units the listing has again. */
      quantity: number;
    }
  | {
      kind: 'CONTACT_REPLIED';
      contactSeq: number;
      title: string;
      repliedAt: string;
    };

/** Who a message is for, as the templates greet them. */
export interface NotificationRecipient {
  name: string;
}

/** A message as it goes out: the e-mail's parts, and the short text of an 알림톡 or SMS. */
export interface RenderedNotification {
  subject: string;
  text: string;
  html: string;
  /** At most 1,000 characters (알림톡's limit), with the one link that matters. */
  short: string;
}

/** The kinds of `NotificationData` are exactly the store's notification kinds. */
export type KindOf<D extends NotificationData> = D['kind'] & NotificationKind;
