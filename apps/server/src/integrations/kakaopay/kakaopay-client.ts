import {
  classifyProviderStatus,
  PaymentProviderError,
  vatOf,
  type PaymentProvider,
} from './provider';

const TIMEOUT_MS = 10_000;

/** KakaoPay times are Korea time without an offset (`2023-07-15T21:18:22`). */
function parseKoreaTime(value: unknown): Date {
  if (typeof value !== 'string' || !value) return new Date();
  const parsed = new Date(/[zZ]|[+-]\d\d:\d\d$/.test(value) ? value : `${value}+09:00`);
  return Number.isNaN(parsed.getTime()) ? new Date() : parsed;
}

const toInt = (value: unknown): number =>
  (typeof value === 'number' ? value : Number(value ?? 0)) || 0;

/** The `total` of one of KakaoPay's amount blocks (absent before anything was cancelled). */
const totalOf = (block: unknown): number =>
  toInt(block && typeof block === 'object' ? (block as Record<string, unknown>).total : 0);

/**
 * KakaoPay's online single-payment API (the current generation): JSON bodies, the secret key in
 * `Authorization: SECRET_KEY …`. The key never leaves the server and is never logged.
 */
export function createKakaoPayClient(options: {
  apiBase: string;
  secretKey: string;
  cid: string;
}): PaymentProvider {
  async function call(
    path: string,
    body: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    let response: Response;
    try {
      response = await fetch(`${options.apiBase}/online/v1/payment/${path}`, {
        method: 'POST',
        headers: {
          Authorization: `SECRET_KEY ${options.secretKey}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ cid: options.cid, ...body }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(
        'NETWORK',
        `KakaoPay ${path} unreachable: ${(error as Error).message}`,
      );
    }
    const text = await response.text();
    let data: Record<string, unknown> = {};
    try {
      data = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      throw new PaymentProviderError(
        response.status,
        `KakaoPay ${path} answered non-JSON (${response.status})`,
      );
    }
    if (!response.ok) {
      const code = (data.error_code ?? data.code ?? response.status) as number | string;
      const message = String(data.error_message ?? data.msg ?? `HTTP ${response.status}`);
      // 400 is KakaoPay's refusal of what was sent; 401/403 and 5xx are the store's or its own faults.
      throw new PaymentProviderError(
        code,
        `KakaoPay ${path} refused: ${code} ${message}`,
        response.status === 400,
      );
    }
    return data;
  }

  return {
    kind: 'kakaopay',
    async ready(request) {
      const data = await call('ready', {
        partner_order_id: request.partnerOrderId,
        partner_user_id: request.partnerUserId,
        item_name: request.itemName,
        quantity: request.quantity,
        total_amount: request.totalAmount,
        tax_free_amount: 0,
        vat_amount: vatOf(request.totalAmount),
        approval_url: request.approvalUrl,
        cancel_url: request.cancelUrl,
        fail_url: request.failUrl,
      });
      if (typeof data.tid !== 'string' || typeof data.next_redirect_pc_url !== 'string') {
        throw new PaymentProviderError(
          'SHAPE',
          'KakaoPay ready answered without tid or redirect url',
        );
      }
      return {
        tid: data.tid,
        pcUrl: data.next_redirect_pc_url,
        mobileUrl:
          typeof data.next_redirect_mobile_url === 'string'
            ? data.next_redirect_mobile_url
            : data.next_redirect_pc_url,
      };
    },
    async approve(request) {
      const data = await call('approve', {
        tid: request.tid,
        partner_order_id: request.partnerOrderId,
        partner_user_id: request.partnerUserId,
        pg_token: request.pgToken,
        total_amount: request.totalAmount,
      });
      const amount = (data.amount ?? {}) as Record<string, unknown>;
      return {
        aid: String(data.aid ?? ''),
        paymentMethodType: String(data.payment_method_type ?? 'MONEY'),
        amount: {
          total: toInt(amount.total),
          tax_free: toInt(amount.tax_free),
          vat: toInt(amount.vat),
          point: toInt(amount.point),
          discount: toInt(amount.discount),
        },
        approvedAt: parseKoreaTime(data.approved_at),
      };
    },
    async cancel(request) {
      const data = await call('cancel', {
        tid: request.tid,
        cancel_amount: request.amount,
        cancel_tax_free_amount: 0,
        cancel_vat_amount: vatOf(request.amount),
        ...(request.availableAmount === undefined
          ? {}
          : { cancel_available_amount: request.availableAmount }),
      });
      return { cancelledTotal: totalOf(data.canceled_amount), answer: data };
    },
    async order(tid) {
      const data = await call('order', { tid });
      const rawStatus = String(data.status ?? '');
      return {
        status: classifyProviderStatus(rawStatus),
        rawStatus,
        total: totalOf(data.amount),
        cancelledTotal: totalOf(data.canceled_amount),
        approvedAt: data.approved_at ? parseKoreaTime(data.approved_at) : null,
        paymentMethodType:
          typeof data.payment_method_type === 'string' ? data.payment_method_type : null,
      };
    },
  };
}
