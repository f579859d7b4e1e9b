// Stand-ins for the outside world during browser journeys, on this machine only:
// - an SMTP server that keeps every mail (the store sends its codes here),
// - an HTTP server with the postcode widget stub script and the received mails as JSON.
import http from 'node:http';
import { startFakeKakaoPay } from '../../../server/test-support/fake-kakaopay.mjs';
import { startSmtpSink } from '../../../server/test-support/smtp-sink.mjs';

const SMTP_PORT = Number(process.env.FAKE_SMTP_PORT ?? 2525);
const HTTP_PORT = Number(process.env.FAKE_HTTP_PORT ?? 3199);
const KAKAOPAY_PORT = Number(process.env.FAKE_KAKAOPAY_PORT ?? 3198);
const kakaoPay = await startFakeKakaoPay({
  port: KAKAOPAY_PORT,
  secretKey: process.env.FAKE_KAKAOPAY_SECRET ?? 'DEV-E2E-SECRET-KEY',
});
const smtp = await startSmtpSink({ port: SMTP_PORT });
const mails = smtp.mails;

// A faithful stand-in for postcode.v2.js (external-services.md 3.5): both globals, embed() and
// open() answer at once with a road-name address of an apartment, then close.
const POSTCODE_STUB = `(function () {
  var data = {
    zonecode: '13494', address: '경기 성남시 분당구 판교역로 235', addressEnglish: '235 Pangyoyeok-ro, Bundang-gu, Seongnam-si, Gyeonggi-do',
    addressType: 'R', userSelectedType: 'R', noSelected: 'N', userLanguageType: 'K',
    roadAddress: '경기 성남시 분당구 판교역로 235', roadAddressEnglish: '235 Pangyoyeok-ro, Bundang-gu, Seongnam-si, Gyeonggi-do',
    jibunAddress: '경기 성남시 분당구 삼평동 681', jibunAddressEnglish: '681 Sampyeong-dong, Bundang-gu, Seongnam-si, Gyeonggi-do',
    autoRoadAddress: '', autoRoadAddressEnglish: '', autoJibunAddress: '', autoJibunAddressEnglish: '',
    buildingCode: '4113510900106810000000001', buildingName: '에이치스퀘어 엔동', apartment: 'Y',
    sido: '경기', sidoEnglish: 'Gyeonggi-do', sigungu: '성남시 분당구', sigunguEnglish: 'Bundang-gu Seongnam-si', sigunguCode: '41135',
    roadnameCode: '3179025', roadname: '판교역로', roadnameEnglish: 'Pangyoyeok-ro', bcode: '4113510900',
    bname: '삼평동', bnameEnglish: 'Sampyeong-dong', bname1: '', bname1English: '', bname2: '삼평동', bname2English: 'Sampyeong-dong',
    hname: '', query: '판교역로 235', postcode: '', postcode1: '', postcode2: '', postcodeSeq: ''
  };
  function Postcode(options) { this.options = options || {}; }
  Postcode.prototype.finish = function () {
    var options = this.options;
    setTimeout(function () {
      if (options.oncomplete) options.oncomplete(data);
      if (options.onclose) options.onclose('COMPLETE_CLOSE');
    }, 50);
  };
  Postcode.prototype.open = function () { this.finish(); };
  Postcode.prototype.embed = function (element) {
    if (element) element.textContent = '주소 검색 (테스트)';
    this.finish();
  };
  window.daum = window.daum || {}; window.daum.Postcode = Postcode;
  window.kakao = window.kakao || {}; window.kakao.Postcode = Postcode;
})();`;

const server = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${HTTP_PORT}`);
  if (url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
  } else if (url.pathname === '/postcode.v2.js') {
    response
      .writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' })
      .end(POSTCODE_STUB);
  } else if (url.pathname === '/mails') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const list = to ? mails.filter((mail) => mail.to === to) : mails;
    response
      .writeHead(200, { 'content-type': 'application/json; charset=utf-8' })
      .end(JSON.stringify(list));
  } else {
    response.writeHead(404).end();
  }
});
server.listen(HTTP_PORT, '127.0.0.1');

const stop = () => {
  server.close();
  kakaoPay.close();
  smtp.close().then(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
