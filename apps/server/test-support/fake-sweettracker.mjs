// A local stand-in for SweetTracker's tracking API (shared/contracts/external-services.md section 2):
// the key as t_key in the query, a JSON body or a form body; errors as { status: false, code, msg }
// with HTTP 200; "not scanned yet" as result N / level 0; scripted events with levels 1-6.
import http from 'node:http';

const koreaTime = (ms) =>
  new Date(ms + 9 * 3600 * 1000).toISOString().slice(0, 19).replace('T', ' ');

export async function startFakeSweetTracker({
  port = 0,
  host = '127.0.0.1',
  apiKey = 'TEST-SWEETTRACKER-KEY',
} = {}) {
  const invoices = new Map();
  const calls = [];
  const start = Date.UTC(2026, 10, 20, 0, 0, 0);
  const events = [
    { kind: '집화처리', where: '서울 강남 집배점', level: 2 },
    { kind: '간선상차', where: '곤지암 허브', level: 3 },
    { kind: '배달출발', where: '분당 판교 대리점', level: 5 },
    { kind: '배달완료', where: '분당 판교 대리점', level: 6 },
  ];
  // Seeded invoices: one delivered, one under way, one not scanned yet.
  invoices.set('04:111122223333', events);
  invoices.set('04:444455556666', events.slice(0, 2));
  invoices.set('04:777788889999', []);

  const send = (res, body) =>
    res
      .writeHead(200, { 'content-type': 'application/json;charset=UTF-8' })
      .end(JSON.stringify(body));

  function trackingInfo(params, res) {
    if (params.t_key !== apiKey)
      return send(res, { status: false, code: '101', msg: '유효하지 않은 API KEY 입니다.' });
    const key = `${params.t_code}:${String(params.t_invoice ?? '').replace(/\D/g, '')}`;
    const list = invoices.get(key);
    if (!list)
      return send(res, {
        status: false,
        code: '104',
        msg: '유효하지 않은 운송장번호 이거나 택배사 코드 입니다.',
      });
    if (list.length === 0) {
      return send(res, {
        result: 'N',
        invoiceNo: '',
        level: 0,
        complete: false,
        completeYN: 'N',
        senderName: '',
        receiverName: '',
        trackingDetails: [],
      });
    }
    const details = list.map((event, index) => ({
      time: start + index * 3 * 3600 * 1000,
      timeString: koreaTime(start + index * 3 * 3600 * 1000),
      kind: event.kind,
      where: event.where,
      level: event.level,
      code: null,
      manName: '',
      manPic: '',
      telno: '1588-1255',
      telno2: '',
      remark: null,
    }));
    const last = details.at(-1);
    return send(res, {
      result: 'Y',
      invoiceNo: key.split(':')[1],
      itemName: '대여 상품',
      level: last.level,
      complete: last.level === 6,
      completeYN: last.level === 6 ? 'Y' : 'N',
      receiverName: '홍*동',
      firstDetail: details[0],
      lastDetail: last,
      lastStateDetail: last,
      trackingDetails: details,
    });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    if (url.pathname !== '/api/v1/trackingInfo') return res.writeHead(404).end();
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      let params = Object.fromEntries(url.searchParams);
      const type = String(req.headers['content-type'] ?? '');
      if (req.method === 'POST' && type.startsWith('application/json'))
        params = { ...params, ...JSON.parse(raw || '{}') };
      else if (req.method === 'POST' && type.startsWith('application/x-www-form-urlencoded'))
        params = { ...params, ...Object.fromEntries(new URLSearchParams(raw)) };
      calls.push({ method: req.method, url: req.url, params });
      trackingInfo(params, res);
    });
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  return {
    url: `http://${host}:${server.address().port}`,
    apiKey,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
