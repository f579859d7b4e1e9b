// A local stand-in for KakaoPay's online single-payment API, written from
// shared/contracts/external-services.md section 1: the paths, the SECRET_KEY header, JSON bodies,
// the error body { error_code, error_message, extras } and the codes a store meets. Used by the
// server's API tests (in process) and the browser journeys (as a process of its own).
import http from 'node:http';
import { randomBytes, randomInt } from 'node:crypto';

const digits = (n) =>
  Array.from({ length: n }, (_, i) => (i === 0 ? randomInt(1, 10) : randomInt(0, 10))).join('');
const koreaTime = (date = new Date()) =>
  new Date(date.getTime() + 9 * 3600 * 1000).toISOString().slice(0, 19);
const escapeHtml = (value) => String(value).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Starts the fake on a free port (or `port`). Options: secretKey (the key it accepts), cid
 * (accepted merchant code), expiryMs (ready -> approve window, default 15 minutes).
 */
export async function startFakeKakaoPay({
  port = 0,
  host = '127.0.0.1',
  secretKey = 'DEV-TEST-SECRET-KEY',
  cid = 'TC0ONETIME',
  expiryMs = 15 * 60 * 1000,
} = {}) {
  const payments = new Map();
  const calls = [];
  let base = '';

  const fail = (res, status, code, message, extras) => {
    res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(
      JSON.stringify({ error_code: code, error_message: message, ...(extras ? { extras } : {}) }),
    );
  };
  const ok = (res, body) => {
    res.writeHead(200, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify(body));
  };
  const amountBlock = (total, taxFree = 0) => ({
    total,
    tax_free: taxFree,
    vat: Math.round((total - taxFree) / 11),
    point: 0,
    discount: 0,
    green_deposit: 0,
  });
  const num = (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value);

  function ready(body, res) {
    for (const field of [
      'cid',
      'partner_order_id',
      'partner_user_id',
      'item_name',
      'quantity',
      'total_amount',
      'tax_free_amount',
      'approval_url',
      'cancel_url',
      'fail_url',
    ]) {
      if (body[field] === undefined || body[field] === null || body[field] === '')
        return fail(res, 400, -2, `invalid parameter: ${field}`);
    }
    if (body.cid !== cid) return fail(res, 400, -731, 'invalid cid');
    const tid = `T${digits(19)}`;
    const payment = {
      tid,
      cid: body.cid,
      partner_order_id: String(body.partner_order_id),
      partner_user_id: String(body.partner_user_id),
      item_name: String(body.item_name),
      quantity: num(body.quantity),
      total: num(body.total_amount),
      tax_free: num(body.tax_free_amount),
      approval_url: body.approval_url,
      cancel_url: body.cancel_url,
      fail_url: body.fail_url,
      status: 'READY',
      pg_token: null,
      created_at: koreaTime(),
      createdMs: Date.now(),
      canceled: 0,
      actions: [],
    };
    payments.set(tid, payment);
    const url = `${base}/fake/pay/${tid}`;
    return ok(res, {
      tid,
      tms_result: false,
      next_redirect_app_url: `${url}?device=app`,
      next_redirect_mobile_url: `${url}?device=mobile`,
      next_redirect_pc_url: url,
      android_app_scheme: `kakaotalk://kakaopay/pg?url=${encodeURIComponent(url)}`,
      ios_app_scheme: `kakaotalk://kakaopay/pg?url=${encodeURIComponent(url)}`,
      created_at: payment.created_at,
    });
  }

  function approve(body, res) {
    const payment = payments.get(body.tid);
    if (!payment) return fail(res, 400, -721, 'tid does not exist');
    if (payment.status === 'SUCCESS_PAYMENT' || payment.status.includes('CANCEL'))
      return fail(res, 400, -702, 'payment is already done!');
    if (Date.now() - payment.createdMs > expiryMs) return fail(res, 400, -723, 'payment expired');
    if (!payment.pg_token) return fail(res, 400, -701, "authentication doesn't complete!");
    if (body.pg_token !== payment.pg_token) return fail(res, 400, -708, 'invalid pg_token');
    if (String(body.partner_order_id) !== payment.partner_order_id)
      return fail(res, 400, -706, 'partner_order_id mismatch');
    if (String(body.partner_user_id) !== payment.partner_user_id)
      return fail(res, 400, -707, 'partner_user_id mismatch');
    if (body.total_amount !== undefined && num(body.total_amount) !== payment.total)
      return fail(res, 400, -725, 'wrong total amount');
    payment.status = 'SUCCESS_PAYMENT';
    payment.approved_at = koreaTime();
    const aid = `A${digits(19)}`;
    payment.actions.push({ aid, payment_action_type: 'PAYMENT', amount: payment.total });
    return ok(res, {
      aid,
      tid: payment.tid,
      cid: payment.cid,
      partner_order_id: payment.partner_order_id,
      partner_user_id: payment.partner_user_id,
      payment_method_type: 'MONEY',
      item_name: payment.item_name,
      quantity: payment.quantity,
      amount: amountBlock(payment.total, payment.tax_free),
      created_at: payment.created_at,
      approved_at: payment.approved_at,
    });
  }

  function cancel(body, res) {
    const payment = payments.get(body.tid);
    if (!payment) return fail(res, 400, -721, 'tid does not exist');
    if (payment.status !== 'SUCCESS_PAYMENT' && payment.status !== 'PART_CANCEL_PAYMENT')
      return fail(res, 400, -784, 'cannot cancel in this state');
    const amount = num(body.cancel_amount);
    if (typeof amount !== 'number' || body.cancel_tax_free_amount === undefined)
      return fail(res, 400, -2, 'invalid parameter: cancel_amount');
    const remaining = payment.total - payment.canceled;
    if (amount > remaining) return fail(res, 400, -710, 'cancel amount exceeds remaining amount');
    // The merchant's view of what is left, this request included, must be the provider's.
    if (
      body.cancel_available_amount !== undefined &&
      num(body.cancel_available_amount) !== remaining
    )
      return fail(res, 400, -722, 'cancel_available_amount mismatch');
    payment.canceled += amount;
    payment.status = payment.canceled === payment.total ? 'CANCEL_PAYMENT' : 'PART_CANCEL_PAYMENT';
    payment.canceled_at = koreaTime();
    const aid = `A${digits(19)}`;
    payment.actions.push({ aid, payment_action_type: 'CANCEL', amount });
    return ok(res, {
      aid,
      tid: payment.tid,
      cid: payment.cid,
      status: payment.status,
      partner_order_id: payment.partner_order_id,
      partner_user_id: payment.partner_user_id,
      payment_method_type: 'MONEY',
      item_name: payment.item_name,
      quantity: payment.quantity,
      amount: amountBlock(payment.total),
      approved_cancel_amount: amountBlock(amount),
      canceled_amount: amountBlock(payment.canceled),
      cancel_available_amount: amountBlock(payment.total - payment.canceled),
      created_at: payment.created_at,
      approved_at: payment.approved_at,
      canceled_at: payment.canceled_at,
    });
  }

  function order(body, res) {
    const payment = payments.get(body.tid);
    if (!payment) return fail(res, 400, -721, 'tid does not exist');
    return ok(res, {
      tid: payment.tid,
      cid: payment.cid,
      status: payment.status,
      partner_order_id: payment.partner_order_id,
      partner_user_id: payment.partner_user_id,
      item_name: payment.item_name,
      quantity: payment.quantity,
      amount: amountBlock(payment.total),
      canceled_amount: amountBlock(payment.canceled),
      cancel_available_amount: amountBlock(payment.total - payment.canceled),
      created_at: payment.created_at,
      approved_at: payment.approved_at,
      canceled_at: payment.canceled_at,
      payment_action_details: payment.actions,
    });
  }

  /** The customer's side: the page KakaoPay shows, answered as the test asks. */
  function customerPage(url, res) {
    const tid = url.pathname.split('/').pop();
    const payment = payments.get(tid);
    if (!payment) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('unknown tid');
      return;
    }
    const action = url.searchParams.get('action');
    if (action === 'approve') {
      payment.status = 'AUTH_PASSWORD';
      payment.pg_token = randomBytes(10).toString('hex');
      const target = new URL(payment.approval_url);
      target.searchParams.set('pg_token', payment.pg_token);
      res.writeHead(302, { location: target.toString() }).end();
    } else if (action === 'cancel') {
      payment.status = 'QUIT_PAYMENT';
      res.writeHead(302, { location: payment.cancel_url }).end();
    } else if (action === 'fail') {
      payment.status = 'FAIL_AUTH_PASSWORD';
      res.writeHead(302, { location: payment.fail_url }).end();
    } else {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(`<!doctype html><html lang="ko"><head><meta charset="utf-8"><title>카카오페이 (테스트)</title></head>
<body><h1>카카오페이 결제 (테스트)</h1><p>${escapeHtml(payment.item_name)} · ${payment.total}원</p>
<a href="?action=approve">결제 승인</a> <a href="?action=cancel">결제 취소</a> <a href="?action=fail">결제 실패</a></body></html>`);
    }
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (req.method === 'GET' && url.pathname.startsWith('/fake/pay/'))
      return customerPage(url, res);
    if (req.method === 'GET' && url.pathname === '/health') return res.writeHead(200).end('ok');
    if (req.method === 'GET' && url.pathname.startsWith('/fake/state/')) {
      const payment = payments.get(url.pathname.split('/').pop());
      return payment ? ok(res, payment) : fail(res, 404, -721, 'tid does not exist');
    }
    const match = /^\/online\/v1\/payment\/(ready|approve|cancel|order)$/.exec(url.pathname);
    if (req.method !== 'POST' || !match) return fail(res, 404, -2, 'not found');
    const auth = req.headers.authorization ?? '';
    const key = auth.replace(/^(DEV_)?SECRET_KEY\s+/, '');
    if (!/^(DEV_)?SECRET_KEY\s+/.test(auth) || key !== secretKey)
      return fail(res, 401, -401, 'invalid secret key');
    if (!String(req.headers['content-type'] ?? '').startsWith('application/json'))
      return fail(res, 400, -2, 'content type must be application/json');
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let body;
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        return fail(res, 400, -2, 'invalid json');
      }
      calls.push({ path: match[1], body, authorization: auth });
      ({ ready, approve, cancel, order })[match[1]](body, res);
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  base = `http://${host}:${server.address().port}`;
  return {
    url: base,
    secretKey,
    payments,
    calls,
    /** What the customer does on KakaoPay's page: answers the redirect location. */
    async customer(tid, action = 'approve') {
      const response = await fetch(`${base}/fake/pay/${tid}?action=${action}`, {
        redirect: 'manual',
      });
      return response.headers.get('location');
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
