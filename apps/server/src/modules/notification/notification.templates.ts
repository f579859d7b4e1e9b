import { NOTIFICATION_KINDS, formatWon, type NotificationKind } from '@store/contract';
import type {
  AmountLine,
  NotificationData,
  NotificationRecipient,
  OrderedLine,
  RenderedNotification,
} from './notification.data';
import { shopFooterHtml, shopFooterText, type ShopFooter } from '../../integrations/mail/templates';
import { STORE_NAME, escapeHtml } from '../../platform/html';

/*
 * Each kind says what it has to say as a `Message` of plain strings; one layout turns that into the
 * e-mail's text and HTML and the 알림톡's short text. No kind writes HTML itself, so every value
 * (names, titles and addresses come from members) is escaped in one place.
 */

/** 알림톡's limit. */
const SHORT_MAX_CHARS = 1000;
/** Beyond this, a title is cut in a subject (mail clients cut long subjects anyway). */
const SUBJECT_ABOUT_MAX_CHARS = 40;
/** A cart checkout's 알림톡 lists this many lines, then "외 N건". */
const SHORT_ORDER_LINES = 3;
const FOOTER_NOTICE = '본 메일은 발신 전용입니다. 문의는 고객센터(1:1 문의)를 이용해주세요.';

interface Row {
  label: string;
  value: string;
  /** A total or balance: shown in bold. */
  isStrong?: boolean;
}

interface Section {
  heading?: string;
  rows: Row[];
}

interface Link {
  label: string;
  url: string;
}

interface Message {
  /** What happened, in a few words: the e-mail's heading and the 알림톡's first line. */
  headline: string;
  /** What it is about (an item, an inquiry): follows the headline in the subject. */
  about: string;
  /** Paragraphs after the greeting; the first one also opens the 알림톡. */
  intro: [string, ...string[]];
  sections: Section[];
  /** Paragraphs after the sections: terms, what happens next. */
  notes: string[];
  /** The first is the link that matters, the only one in the 알림톡. */
  actions: [Link, ...Link[]];
  /** The 알림톡's lines between its opening and its link. */
  summary: string[];
}

/**
 * A message in all its forms. The e-mail ends with the shop's business details (`shop`, DESIGN
 * §17); the 알림톡's short text leaves them out (its length is limited, its sender is the shop's
 * registered channel).
 */
export function renderNotification(
  data: NotificationData,
  recipient: NotificationRecipient,
  context: { baseUrl: string; shop: ShopFooter },
): RenderedNotification {
  const url = (path: string) => `${context.baseUrl}${path}`;
  const message = composeMessage(data, url);
  const optOut = NOTIFICATION_KINDS[data.kind].optional
    ? { label: '알림 설정', url: url('/member/notifications') }
    : null;
  return {
    subject: `[${STORE_NAME}] ${message.headline} - ${clip(oneLine(message.about), SUBJECT_ABOUT_MAX_CHARS)}`,
    text: renderText(message, recipient, optOut, url('/contact/list'), context.shop),
    html: renderHtml(message, recipient, optOut, url('/contact/list'), context.shop),
    short: renderShort(message, recipient, optOut),
  };
}

function composeMessage(data: NotificationData, url: (path: string) => string): Message {
  switch (data.kind) {
    case 'ORDER_RECEIVED': {
      const [first] = data.lines;
      const others = data.lines.length > 1 ? ` 외 ${data.lines.length - 1}건` : '';
      const notes: string[] = [];
      if (data.lines.some((line) => line.deposit > 0))
        notes.push('보증금은 대여 상품이 반납되어 검수를 마친 뒤 결제하신 수단으로 돌려드립니다.');
      if (data.lines.some((line) => line.orderType === 'BUY'))
        notes.push(
          '구매하신 상품은 받으신 날부터 7일 이내에 청약철회(반품)를 신청하실 수 있습니다(전자상거래법 제17조). ' +
            '다만 사용하거나 훼손하여 상품의 가치가 크게 줄어든 경우에는 제한될 수 있습니다.',
        );
      const shownLines = data.lines.slice(0, SHORT_ORDER_LINES);
      const hiddenLines = data.lines.length - shownLines.length;
      return {
        headline: '주문이 접수되었습니다',
        about: `${first?.title ?? '주문 상품'}${others}`,
        intro: [
          '주문하신 내용이 아래와 같이 접수되었습니다.',
          `${STORE_NAME}을 이용해주셔서 감사합니다.`,
        ],
        sections: [
          ...data.lines.map(orderedLineSection),
          {
            heading: '결제 및 배송 정보',
            rows: [
              { label: '총 결제 금액', value: formatWon(data.totalAmount), isStrong: true },
              { label: '받는 분', value: data.recipient },
              { label: '배송지', value: data.address },
              { label: '주문 일시', value: data.orderedAt },
            ],
          },
        ],
        notes,
        actions: [
          {
            label: '주문 내역 보기',
            url: url(data.orderSeq === null ? '/order/list' : `/order/${data.orderSeq}`),
          },
        ],
        summary: [
          ...shownLines.map(
            (line) =>
              `- ${line.title} (${orderedKind(line)}, ${line.count}개): ${formatWon(line.totalPrice)}`,
          ),
          ...(hiddenLines > 0 ? [`- 외 ${hiddenLines}건`] : []),
          rowText({ label: '총 결제 금액', value: formatWon(data.totalAmount) }),
          rowText({ label: '주문 일시', value: data.orderedAt }),
        ],
      };
    }
    case 'PAYMENT_DONE': {
      const rows: Row[] = [
        { label: '상품', value: data.itemName },
        { label: '결제 금액', value: formatWon(data.amount), isStrong: true },
        { label: '결제 수단', value: data.method },
        { label: '승인 일시', value: data.approvedAt },
      ];
      return tableMessage(rows, {
        headline: '결제가 완료되었습니다',
        about: data.itemName,
        intro: ['결제가 정상적으로 완료되었습니다.'],
        actions: [{ label: '주문 내역 보기', url: url('/order/list') }],
      });
    }
    case 'SHIPPED': {
      const rows: Row[] = [
        { label: '주문번호', value: data.orderNo },
        { label: '상품', value: data.title },
        { label: '택배사', value: data.courierName },
        { label: '운송장 번호', value: data.trackingNumber },
      ];
      return tableMessage(rows, {
        headline: '상품이 발송되었습니다',
        about: data.title,
        intro: [
          '주문하신 상품을 발송했습니다.',
          '운송장 정보가 택배사에 반영되기까지 몇 시간이 걸릴 수 있습니다.',
        ],
        actions: [{ label: '배송 조회하기', url: url(`/order/${data.orderSeq}`) }],
      });
    }
    case 'RENTAL_STARTED': {
      const rows: Row[] = [
        { label: '대여번호', value: data.rentalNo },
        { label: '상품', value: data.title },
        { label: '대여 시작일', value: data.startDate },
        { label: '반납 예정일', value: data.dueDate, isStrong: true },
      ];
      return tableMessage(rows, {
        headline: '대여가 시작되었습니다',
        about: data.title,
        intro: ['대여가 시작되었습니다. 반납 예정일까지 사용하신 뒤 반납해주세요.'],
        notes: [
          '반납 예정일 3일 전과 하루 전에 다시 안내해드립니다. 더 사용하시려면 대여 내역에서 연장을 신청하실 수 있습니다.',
        ],
        actions: [{ label: '대여 내역 보기', url: url('/rental/list') }],
      });
    }
    case 'RETURN_DUE_3':
    case 'RETURN_DUE_1': {
      const isTomorrow = data.kind === 'RETURN_DUE_1';
      const rows: Row[] = [
        { label: '대여번호', value: data.rentalNo },
        { label: '상품', value: data.title },
        { label: '반납 예정일', value: data.dueDate, isStrong: true },
      ];
      const feeRows: Row[] =
        data.lateFeePerDay > 0
          ? [{ label: '1일 연체료', value: formatWon(data.lateFeePerDay) }]
          : [];
      const afterDue =
        data.lateFeePerDay > 0
          ? `반납 예정일이 지나면 반납하실 때까지 하루 ${formatWon(data.lateFeePerDay)}의 연체료가 부과됩니다.`
          : '반납 예정일에 맞춰 반납해주세요.';
      return {
        headline: isTomorrow ? '반납 예정일 하루 전 안내' : '반납 예정일 3일 전 안내',
        about: data.title,
        intro: [
          isTomorrow
            ? '대여하신 상품의 반납 예정일이 내일입니다.'
            : '대여하신 상품의 반납 예정일이 3일 남았습니다.',
          afterDue,
        ],
        sections: [{ rows: [...rows, ...feeRows] }],
        notes: [
          '더 사용하시려면 반납 예정일 전에 연장을 신청하시고, 반납하시려면 회수를 신청해주세요.',
        ],
        actions: [
          { label: '반납(회수) 신청하기', url: url(`/rental/return/${data.rentalSeq}`) },
          { label: '대여 연장 신청하기', url: url(`/rental/renew/${data.rentalSeq}`) },
        ],
        summary: [...rows.map(rowText), afterDue],
      };
    }
    case 'OVERDUE': {
      const rows: Row[] = [
        { label: '대여번호', value: data.rentalNo },
        { label: '상품', value: data.title },
        { label: '반납 예정일', value: data.dueDate },
        { label: '연체 일수', value: `${data.daysOverdue}일` },
        { label: '현재 연체료', value: formatWon(data.lateFee), isStrong: true },
      ];
      if (data.lateFeeCap !== null)
        rows.push({ label: '연체료 상한', value: formatWon(data.lateFeeCap) });
      const hasFee = data.lateFee > 0;
      const actions: Message['actions'] = [
        { label: '반납(회수) 신청하기', url: url(`/rental/return/${data.rentalSeq}`) },
      ];
      if (hasFee) actions.push({ label: '연체료 결제하기', url: url('/rental/list') });
      return tableMessage(rows, {
        headline: `반납 예정일이 ${data.daysOverdue}일 지났습니다`,
        about: data.title,
        intro: [
          `대여하신 상품의 반납 예정일이 ${data.daysOverdue}일 지났습니다. 빠른 반납 부탁드립니다.`,
        ],
        notes: hasFee
          ? [
              data.lateFeeCap === null
                ? '연체료는 반납이 확인될 때까지 날마다 늘어납니다.'
                : `연체료는 반납이 확인될 때까지 날마다 늘어나며, 최대 ${formatWon(data.lateFeeCap)}까지 부과됩니다.`,
              '연체료는 대여 내역에서 결제하실 수 있습니다.',
            ]
          : [],
        actions,
      });
    }
    case 'RETURN_SETTLED': {
      const balance = balanceOf(data.balance, url('/rental/list'));
      return {
        headline: '반납 확인 및 정산 안내',
        about: data.title,
        intro: ['반납하신 상품의 확인과 정산을 마쳤습니다.'],
        sections: [
          {
            rows: [
              { label: '대여번호', value: data.rentalNo },
              { label: '상품', value: data.title },
              { label: '상품 상태', value: data.condition },
            ],
          },
          { heading: '정산 내역', rows: [...data.lines.map(statementRow), balance.row] },
        ],
        notes: [balance.note],
        actions: [balance.action],
        summary: [
          rowText({ label: '상품', value: data.title }),
          rowText({ label: '상품 상태', value: data.condition }),
          rowText(balance.row),
        ],
      };
    }
    case 'REFUNDED': {
      const rows: Row[] = [
        { label: '상품', value: data.itemName },
        { label: '환불 금액', value: formatWon(data.amount), isStrong: true },
        { label: '환불 사유', value: data.reason },
        { label: '환불 일시', value: data.refundedAt },
      ];
      const cardNote =
        '카드 결제의 환불은 카드사 사정에 따라 영업일 기준 3~7일 뒤에 확인하실 수 있습니다.';
      return tableMessage(rows, {
        headline: '환불이 완료되었습니다',
        about: data.itemName,
        intro: ['환불이 완료되었습니다.'],
        notes: [cardNote],
        actions: [{ label: '주문 내역 보기', url: url('/order/list') }],
        summary: [...rows.map(rowText), cardNote],
      });
    }
    case 'RESTOCKED': {
      const rows: Row[] = [
        { label: '상품', value: data.title },
        { label: '재입고 수량', value: `${data.quantity}개` },
      ];
      return tableMessage(rows, {
        headline: '찜하신 상품이 재입고되었습니다',
        about: data.title,
        intro: ['찜하신 상품이 다시 입고되었습니다. 재고가 한정되어 있으니 서둘러 확인해주세요.'],
        actions: [{ label: '상품 보러 가기', url: url(`/sale/detail/${data.saleSeq}`) }],
      });
    }
    case 'CONTACT_REPLIED': {
      const rows: Row[] = [
        { label: '문의 제목', value: data.title },
        { label: '답변 일시', value: data.repliedAt },
      ];
      return tableMessage(rows, {
        headline: '문의하신 내용에 답변이 등록되었습니다',
        about: data.title,
        intro: ['문의하신 내용에 답변이 등록되었습니다. 아래 링크에서 확인해주세요.'],
        actions: [{ label: '답변 확인하기', url: url(`/contact/detail/${data.contactSeq}`) }],
      });
    }
    default:
      return assertNever(data);
  }
}

const orderedKind = (line: OrderedLine): string =>
  line.orderType === 'RENT' ? `대여 ${line.rentalPeriod}일` : '구매';

function orderedLineSection(line: OrderedLine): Section {
  const rows: Row[] = [
    { label: '상품', value: line.title },
    { label: '구분', value: orderedKind(line) },
    { label: '수량', value: `${line.count}개` },
    { label: '금액', value: formatWon(line.totalPrice) },
  ];
  if (line.deliveryFee > 0) rows.push({ label: '그중 배송비', value: formatWon(line.deliveryFee) });
  if (line.deposit > 0) rows.push({ label: '그중 보증금', value: formatWon(line.deposit) });
  return { heading: `주문번호 ${line.orderNo}`, rows };
}

/** Charges are negative and shown with their minus; what comes back gets a plus. */
const statementRow = (line: AmountLine): Row => ({
  label: line.label,
  value: line.amount > 0 ? `+${formatWon(line.amount)}` : formatWon(line.amount),
});

function balanceOf(
  balance: number,
  rentalListUrl: string,
): { row: Row; note: string; action: Link } {
  if (balance > 0)
    return {
      row: { label: '환급 금액', value: formatWon(balance), isStrong: true },
      note: '환급 금액은 결제하신 수단으로 돌려드립니다. 카드 결제는 영업일 기준 3~7일 뒤에 확인하실 수 있습니다.',
      action: { label: '대여 내역 보기', url: rentalListUrl },
    };
  if (balance < 0)
    return {
      row: { label: '추가 결제 금액', value: formatWon(-balance), isStrong: true },
      note: '추가 결제 금액은 대여 내역에서 결제해주세요.',
      action: { label: '추가 결제하기', url: rentalListUrl },
    };
  return {
    row: { label: '정산 결과', value: '정산 완료', isStrong: true },
    note: '추가로 결제하시거나 돌려받으실 금액 없이 정산이 완료되었습니다.',
    action: { label: '대여 내역 보기', url: rentalListUrl },
  };
}

const greeting = (recipient: NotificationRecipient): string =>
  `안녕하세요, ${recipient.name}님. ${STORE_NAME}입니다.`;

const rowText = (row: Row): string => `${row.label}: ${row.value}`;

/** A message whose one section is `rows`, which its 알림톡 lists too unless it says otherwise. */
const tableMessage = (
  rows: Row[],
  message: Omit<Message, 'sections' | 'notes' | 'summary'> &
    Partial<Pick<Message, 'notes' | 'summary'>>,
): Message => ({ notes: [], summary: rows.map(rowText), ...message, sections: [{ rows }] });

const linkText = (link: Link): string => `${link.label}: ${link.url}`;

const optOutText = (optOut: Link): string =>
  `이 알림은 신청하신 분께만 보내드리는 선택 알림으로, ${optOut.label}에서 언제든 끌 수 있습니다.`;

function renderText(
  message: Message,
  recipient: NotificationRecipient,
  optOut: Link | null,
  contactUrl: string,
  shop: ShopFooter,
): string {
  const blocks = [
    greeting(recipient),
    message.intro.join('\n'),
    ...message.sections.map((section) =>
      [...(section.heading ? [`[${section.heading}]`] : []), ...section.rows.map(rowText)].join(
        '\n',
      ),
    ),
    ...(message.notes.length > 0 ? [message.notes.join('\n')] : []),
    message.actions.map(linkText).join('\n'),
    ...(optOut ? [`${optOutText(optOut)}\n${linkText(optOut)}`] : []),
    `--\n${FOOTER_NOTICE}\n${linkText({ label: '1:1 문의', url: contactUrl })}`,
    shopFooterText(shop),
  ];
  return `${blocks.join('\n\n')}\n`;
}

function renderShort(
  message: Message,
  recipient: NotificationRecipient,
  optOut: Link | null,
): string {
  const [primary] = message.actions;
  const body = [
    `[${STORE_NAME}] ${message.headline}`,
    `${recipient.name}님, ${message.intro[0]}`,
    '',
    ...message.summary,
  ].join('\n');
  const tail = `\n\n${[linkText(primary), ...(optOut ? [optOutText(optOut)] : [])].join('\n')}`;
  // The link must survive: only the body gives way (a long title, a long cart).
  return `${clip(body, SHORT_MAX_CHARS - charCount(tail))}${tail}`;
}

const COLOR = { brand: '#2b6cb0', text: '#222222', muted: '#777777', line: '#eeeeee' };
const FONT =
  "-apple-system,BlinkMacSystemFont,'Apple SD Gothic Neo','Malgun Gothic','맑은 고딕',sans-serif";

const htmlParagraph = (text: string, style = 'margin:0 0 12px'): string =>
  `<p style="${style}">${escapeHtml(text)}</p>`;

function htmlSection(section: Section): string {
  const heading = section.heading
    ? `<div style="font-weight:bold;font-size:15px;margin:0 0 6px;color:${COLOR.brand}">${escapeHtml(section.heading)}</div>`
    : '';
  const rows = section.rows
    .map(
      (row) =>
        `<div style="padding:6px 0;border-bottom:1px solid ${COLOR.line};${row.isStrong ? 'font-weight:bold;' : ''}">${escapeHtml(rowText(row))}</div>`,
    )
    .join('\n');
  return `<div style="margin:0 0 20px">${heading}\n${rows}</div>`;
}

function htmlButton(link: Link, isPrimary: boolean): string {
  const colors = isPrimary
    ? `background:${COLOR.brand};color:#ffffff;border:1px solid ${COLOR.brand}`
    : `background:#ffffff;color:${COLOR.brand};border:1px solid ${COLOR.brand}`;
  return `<a href="${escapeHtml(link.url)}" style="display:inline-block;margin:0 8px 8px 0;padding:12px 20px;border-radius:6px;text-decoration:none;font-weight:bold;${colors}">${escapeHtml(link.label)}</a>`;
}

const htmlLink = (link: Link): string =>
  `<a href="${escapeHtml(link.url)}" style="color:${COLOR.brand}">${escapeHtml(link.label)}</a>`;

function renderHtml(
  message: Message,
  recipient: NotificationRecipient,
  optOut: Link | null,
  contactUrl: string,
  shop: ShopFooter,
): string {
  const optOutHtml = optOut
    ? `<p style="margin:16px 0 0;font-size:13px;color:${COLOR.muted}">${escapeHtml(optOutText(optOut))} ${htmlLink(optOut)}</p>`
    : '';
  return `<!doctype html>
<html lang="ko">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(message.headline)}</title>
</head>
<body style="margin:0;padding:0;background:#f4f5f7">
<div style="max-width:600px;margin:0 auto;padding:16px;font-family:${FONT};font-size:15px;line-height:1.6;color:${COLOR.text}">
<div style="background:${COLOR.brand};color:#ffffff;padding:16px 20px;border-radius:8px 8px 0 0;font-size:20px;font-weight:bold">${STORE_NAME}</div>
<div style="background:#ffffff;padding:24px 20px;border-radius:0 0 8px 8px">
<h1 style="margin:0 0 16px;font-size:19px;line-height:1.4">${escapeHtml(message.headline)}</h1>
${htmlParagraph(greeting(recipient))}
${message.intro.map((text) => htmlParagraph(text)).join('\n')}
${message.sections.map(htmlSection).join('\n')}
${message.notes.map((text) => htmlParagraph(text, `margin:0 0 12px;font-size:14px;color:${COLOR.muted}`)).join('\n')}
<div style="margin:20px 0 0">${message.actions.map((link, i) => htmlButton(link, i === 0)).join('')}</div>
${optOutHtml}
</div>
<div style="padding:16px 4px 0;font-size:12px;color:${COLOR.muted}">${escapeHtml(FOOTER_NOTICE)} ${htmlLink({ label: '1:1 문의하기', url: contactUrl })}</div>
${shopFooterHtml(shop, `padding:8px 4px 16px;font-size:12px;line-height:1.6;color:${COLOR.muted}`)}
</div>
</body>
</html>
`;
}

/** Newlines and runs of spaces become one space (a subject is one header line). */
const oneLine = (value: string): string => value.replace(/\s+/g, ' ').trim();

// Counted in code points, so an emoji in a title is one character and is never cut in half.
const charCount = (value: string): number => Array.from(value).length;

function clip(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max ? value : `${chars.slice(0, Math.max(0, max - 1)).join('')}…`;
}

function assertNever(data: never): never {
  throw new Error(`no template for ${(data as { kind: NotificationKind }).kind}`);
}
