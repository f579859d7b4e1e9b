export interface FakePayment {
  tid: string;
  partner_order_id: string;
  partner_user_id: string;
  item_name: string;
  quantity: number;
  total: number;
  status: string;
  pg_token: string | null;
  canceled: number;
  approval_url: string;
}

export interface FakeKakaoPay {
  url: string;
  secretKey: string;
  payments: Map<string, FakePayment>;
  calls: { path: string; body: Record<string, unknown>; authorization: string }[];
  customer(tid: string, action?: 'approve' | 'cancel' | 'fail'): Promise<string | null>;
  close(): Promise<void>;
}

export function startFakeKakaoPay(options?: {
  port?: number;
  host?: string;
  secretKey?: string;
  cid?: string;
  expiryMs?: number;
}): Promise<FakeKakaoPay>;
