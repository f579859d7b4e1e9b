import {
  DEFAULT_OFFER,
  offerTerms,
  salesFiguresSchema,
  type Contact,
  type ContactListItem,
  type Member,
  type NotificationDetail,
  type NotificationItem,
  type NotificationSettingsReply,
  type Order,
  type PageInfo,
  type Product,
  type PublicConfig,
  type RenewInfo,
  type Rental,
  type RentalAdmin,
  type RentalLateFee,
  type RentalSettlement,
  type ReturnDetail,
  type ReturnQuoteView,
  type SalesFigures,
  type SaleDetail,
  type SaleListItem,
  type SaleListReply,
  type StatsDay,
} from '@store/contract';

/**
 * Records as the contract shapes them, each built afresh with a test's overrides. A `handle`
 * reply is checked against the contract as well, so these cannot drift from it unnoticed.
 */

const CREATED = '2026-11-21T05:00:00.000Z';

export const buildPublicConfig = (overrides: Partial<PublicConfig> = {}): PublicConfig => ({
  postcodeScriptUrl: '/test/postcode.v2.js',
  paymentProvider: 'demo',
  devMailbox: true,
  ...overrides,
});

export const buildMember = (overrides: Partial<Member> = {}): Member => {
  const memberId = overrides.memberId ?? 'alice';
  return {
    seq: 1,
    memberNo: 'ME2611210000001',
    memberId,
    name: '김철수',
    email: `${memberId}@example.com`,
    phone: null,
    birthDate: null,
    postCode: null,
    addr: null,
    addrDetail: null,
    useYn: true,
    delYn: false,
    roles: ['ROLE_USER'],
    insertDttm: CREATED,
    updateDttm: CREATED,
    ...overrides,
  };
};

export const buildProduct = (overrides: Partial<Product> = {}): Product => ({
  seq: 7,
  productNo: 'PR2611210000007',
  category: '캠핑',
  categorySeq: 1,
  brand: '헬리녹스',
  name: '체어원',
  standard: '52 x 50 x 66 cm',
  stock: 4,
  price: 120_000,
  note: '접이식',
  state: null,
  useYn: true,
  images: [{ name: 'a1.png', path: '/uploads/a1.png' }],
  insertDttm: CREATED,
  updateDttm: CREATED,
  version: 3,
  ...overrides,
});

/**
 * A listing offering every period at 30 days' rent pro rata, not for sale, without a deposit (the
 * offer follows an overridden `salePrice` unless `offer` is given too).
 */
export const buildSale = (overrides: Partial<SaleDetail> = {}): SaleDetail => ({
  seq: 7,
  saleNo: 'SA2611210000007',
  title: '캠핑 의자',
  salePrice: 10_000,
  deliveryFee: 3_000,
  quantity: 5,
  stock: 3,
  content: '가볍고 튼튼합니다.',
  category: '캠핑',
  categorySeq: 1,
  productNo: 'PR2611210000001',
  productName: '캠핑 의자 원목',
  thumbnails: [],
  contentImages: [],
  view: 0,
  insertDttm: CREATED,
  updateDttm: CREATED,
  offer: offerTerms({ salePrice: overrides.salePrice ?? 10_000, ...DEFAULT_OFFER }),
  ...overrides,
});

export const buildSaleListItem = (overrides: Partial<SaleListItem> = {}): SaleListItem => {
  const seq = overrides.seq ?? 7;
  return {
    seq,
    saleNo: `SA26112100${String(seq).padStart(5, '0')}`,
    title: `판매상품 ${seq}`,
    salePrice: seq * 1000,
    deliveryFee: 0,
    quantity: 3,
    category: '캠핑',
    categorySeq: 1,
    thumbnailPath: `/uploads/${seq}.png`,
    purchasePrice: null,
    rentable: true,
    ...overrides,
  };
};

export const buildOrder = (overrides: Partial<Order> = {}): Order => ({
  seq: 5,
  orderNo: 'OR2611210000005',
  state: 'P.CPLT',
  stateName: '결제 완료',
  saleTitle: '캠핑 의자',
  name: '김철수',
  recipient: '이영희',
  phone: '010-9876-5432',
  post: '13494',
  addr: '경기 성남시 분당구 판교역로 235',
  addrDetail: '101동 202호',
  request: '문 앞에 놓아주세요.',
  totalPrice: 23_000,
  deliveryFee: 3_000,
  totProdPrice: 20_000,
  prodPrice: 10_000,
  orderCount: 2,
  rentalPeriod: 90,
  orderType: 'RENT',
  deposit: 0,
  productNo: 'PR2611210000001',
  productName: '캠핑 의자 원목',
  deliveryCode: null,
  deliveryCompany: null,
  tracking: null,
  image: { path: '/uploads/chair.webp' },
  memberMemberId: 'alice',
  saleSaleNo: 'SA2611210000007',
  saleSeq: 7,
  insertDttm: CREATED,
  updateDttm: '2026-11-22T06:30:00.000Z',
  ...overrides,
});

/** What an order form keeps for `POST /api/buy` while the customer pays: `buildOrder`'s values. */
const PENDING_ORDER_FIELDS = [
  'saleSaleNo',
  'productNo',
  'memberMemberId',
  'recipient',
  'phone',
  'post',
  'addr',
  'addrDetail',
  'request',
  'totalPrice',
  'deliveryFee',
  'totProdPrice',
  'prodPrice',
  'orderCount',
  'orderType',
  'rentalPeriod',
] as const;

/** The pending order of `buildOrder`, paid under `tid`, with no delivery chosen yet. */
export const buildPendingOrder = (
  overrides: Partial<Pick<Order, (typeof PENDING_ORDER_FIELDS)[number]>> & { tid?: string } = {},
) => {
  const order = buildOrder();
  const fields = Object.fromEntries(PENDING_ORDER_FIELDS.map((name) => [name, order[name]]));
  return {
    tid: 'T1234567890123456789',
    ...(fields as Pick<Order, (typeof PENDING_ORDER_FIELDS)[number]>),
    deliveryCode: null,
    deliveryCompany: null,
    tracking: null,
    ...overrides,
  };
};

export const buildRental = (overrides: Partial<Rental> = {}): Rental => ({
  seq: 7,
  rentalNo: 'RT2612010000007',
  state: '대여중',
  startDttm: '261201',
  endDttm: '261231',
  returnDttm: null,
  productNoName: '캠핑 의자',
  productNoPrice: 10_000,
  productNoProductNo: 'PR2611210000001',
  orderNoOrderCount: 2,
  orderNoOrderNo: 'OR2612010000005',
  orderNoName: '김철수',
  orderNoPhone: '010-9876-5432',
  orderNoState: 'RV.CPLT',
  orderNoTotalPrice: 23_000,
  extensionPaid: 0,
  rentalPeriod: 30,
  lateFee: null,
  returnKind: null,
  returnRefund: null,
  settlement: null,
  buyout: null,
  image: { path: '/uploads/chair.webp' },
  ...overrides,
});

/**
 * Rental 7 (two chairs at 10,000원 a month each) three days late: 340원 a day per unit, capped at
 * 30 days of it, nothing paid yet.
 */
export const buildLateFee = (overrides: Partial<RentalLateFee> = {}): RentalLateFee => {
  const { overdueDays = 3, amount = 2_040, cap = 20_400, paid = 0 } = overrides;
  return { overdueDays, amount, cap, paid, due: overrides.due ?? Math.max(0, amount - paid) };
};

/**
 * Rental 7 inspected as damaged: its 40,000원 deposit less the late fee unpaid and the damage
 * charge leaves 12,040원 owed, not yet paid.
 */
export const buildSettlement = (overrides: Partial<RentalSettlement> = {}): RentalSettlement => ({
  condition: '손상',
  damageCharge: 50_000,
  damageReason: '의자 다리가 휘었습니다.',
  photos: [
    { name: 'leg-1.jpg', path: '/uploads/settlement/leg-1.jpg' },
    { name: 'leg-2.jpg', path: '/uploads/settlement/leg-2.jpg' },
  ],
  lines: [
    { label: '보증금 반환', amount: 40_000 },
    { label: '미납 연체료', amount: -2_040 },
    { label: '손상·분실 배상', amount: -50_000 },
  ],
  balance: -12_040,
  balancePaid: false,
  settledDttm: '2027-01-05T14:30:00+09:00',
  ...overrides,
});

/**
 * Rental 7 as the renew screen reads it: what 10, 30, 90 or 180 more days cost for its two units
 * (each unit's days of 10,000원 a month, up to 10 won), carrying on from its end date (261231).
 */
export const buildRenewInfo = (overrides: Partial<RenewInfo> = {}): RenewInfo => ({
  ...buildRental(),
  extensionPrices: [
    { days: 10, price: 6_680, endDttm: '270110' },
    { days: 30, price: 20_000, endDttm: '270130' },
    { days: 90, price: 60_000, endDttm: '270331' },
    { days: 180, price: 120_000, endDttm: '270629' },
  ],
  ...overrides,
});

/**
 * The buy-out of rental 7's two chairs (120,000원 each): the purchase price less half the
 * 20,000원 of rent paid.
 */
export const buildBuyoutOffer = (
  overrides: Partial<NonNullable<Rental['buyout']>> = {},
): NonNullable<Rental['buyout']> => ({
  price: 230_000,
  purchasePrice: 240_000,
  rentPaid: 20_000,
  ...overrides,
});

/**
 * What asking for rental 7's pickup gives back within the withdrawal days (delivered 26-12-01):
 * the 23,000원 paid, less the 3,000원 return delivery for a change of mind.
 */
export const buildReturnQuote = (overrides: Partial<ReturnQuoteView> = {}): ReturnQuoteView => ({
  kind: 'WITHDRAWAL',
  refund: 20_000,
  defectRefund: 23_000,
  withdrawalUntil: '261207',
  returnDeliveryFee: 3_000,
  unusedDays: 0,
  unusedRent: 0,
  earlyReturnFee: 0,
  deposit: 0,
  lateFeeDue: 0,
  ...overrides,
});

/**
 * An early return of a 90-day rental of 60,000원 asked for with 45 days left: half the rent,
 * less 10% of it.
 */
export const buildEarlyReturnQuote = (overrides: Partial<ReturnQuoteView> = {}) =>
  buildReturnQuote({
    kind: 'EARLY_RETURN',
    refund: 27_000,
    defectRefund: 27_000,
    returnDeliveryFee: 0,
    unusedDays: 45,
    unusedRent: 30_000,
    earlyReturnFee: 3_000,
    ...overrides,
  });

/** The provider's next step for a rental payment under `tid`, and what it asks for. */
export const buildRentalReadyReply = (amount: number, tid = 'T9876543210987654321') => ({
  tid,
  next_redirect_pc_url: `https://pay.example/pc/${tid}`,
  next_redirect_mobile_url: `https://pay.example/mobile/${tid}`,
  amount,
});

/** The provider's approval of `tid` (a payment by KakaoPay money). */
export const buildApproval = (
  tid: string,
  { itemName = '캠핑 의자', total = 23_000 }: { itemName?: string; total?: number } = {},
) => ({
  tid,
  itemName,
  quantity: 2,
  amount: { total, tax_free: 0, vat: Math.round(total / 11), point: 0, discount: 0 },
  paymentMethodType: 'MONEY',
  approvedAt: '2026-11-21T05:00:00.000Z',
});

export const buildAdminRental = (overrides: Partial<RentalAdmin> = {}): RentalAdmin => ({
  ...buildRental(),
  memberMemberId: 'alice',
  returnName: null,
  returnPhone: null,
  returnPost: null,
  returnAddr: null,
  returnAddrDetail: null,
  returnMemo: null,
  overdue: false,
  deposit: 50_000,
  ...overrides,
});

export const buildReturnDetail = (overrides: Partial<ReturnDetail> = {}): ReturnDetail => ({
  seq: 7,
  rentalNo: 'RT2612010000007',
  orderNo: 'OR2612010000005',
  productNo: 'PR2611210000001',
  saleNo: 'SA2611210000003',
  memberNo: 'ME2611210000001',
  productName: '캠핑 의자',
  orderCount: 2,
  state: '대여중',
  endDttm: '261231',
  orderName: '이영희',
  orderPost: '13494',
  orderAddr: '경기 성남시 분당구 판교역로 235',
  orderAddrDetail: '101동 202호',
  orderPhone: '010-9876-5432',
  ...overrides,
});

export const buildContact = (overrides: Partial<Contact> = {}): Contact => ({
  seq: 7,
  contactNo: 'CO2611210000007',
  title: '배송 문의',
  content: '언제 도착하나요?',
  name: '김철수',
  memberNoMemberId: 'alice',
  reply: null,
  replied: false,
  view: 3,
  useYn: true,
  delYn: false,
  insertDttm: CREATED,
  updateDttm: CREATED,
  ...overrides,
});

export const buildContactListItem = (overrides: Partial<ContactListItem> = {}): ContactListItem => {
  const { content: _content, reply: _reply, ...item } = buildContact();
  return { ...item, ...overrides };
};

/** An e-mail the store sent (an order received), as the administrator's log lists it. */
export const buildNotificationItem = (
  overrides: Partial<NotificationItem> = {},
): NotificationItem => ({
  seq: 1,
  memberId: 'alice',
  kind: 'ORDER_RECEIVED',
  kindName: '주문 접수',
  channel: 'EMAIL',
  channelName: '이메일',
  recipient: 'alice@example.com',
  subject: '[빌림마켓] 주문이 접수되었습니다',
  state: 'SENT',
  stateName: '발송 완료',
  attempts: 1,
  lastError: null,
  insertDttm: CREATED,
  sentDttm: CREATED,
  ...overrides,
});

/** A message with what it said: its text, and the e-mail's HTML (null for an 알림톡). */
export const buildNotificationDetail = (
  overrides: Partial<NotificationDetail> = {},
): NotificationDetail => ({
  ...buildNotificationItem(overrides),
  text: '주문이 접수되었습니다.\n주문번호: OR2611210000001',
  html: '<p>주문이 접수되었습니다.</p>',
  ...overrides,
});

/** A member's 알림 설정 as the server keeps it by default, with their e-mail and no phone. */
export const buildNotificationSettings = (
  overrides: Partial<NotificationSettingsReply> = {},
): NotificationSettingsReply => ({
  restock: true,
  alimtalk: true,
  marketing: false,
  email: 'alice@example.com',
  phone: null,
  ...overrides,
});

/** What the sale list's reply adds to a page: how many listings match (`items.length` unless said). */
type SaleListCount = Pick<SaleListReply, 'totalCount' | 'isCountCapped'>;

/**
 * A page of a list under the key the contract names (`orderList`, `contactList`, ...); a page of
 * `saleList` also says how many listings match.
 */
export const buildPage = <K extends string, T>(
  key: K,
  items: T[],
  {
    totalPages = items.length > 0 ? 1 : 0,
    currentPageNumber = 1,
    totalCount = items.length,
    isCountCapped = false,
  } = {},
): Record<K, T[]> & { pageInfo: PageInfo } & (K extends 'saleList' ? SaleListCount : unknown) =>
  ({
    [key]: items,
    pageInfo: { currentPageNumber, leftPageNumber: 1, rightPageNumber: totalPages, totalPages },
    ...(key === 'saleList' ? { totalCount, isCountCapped } : {}),
  }) as Record<K, T[]> & { pageInfo: PageInfo } & (K extends 'saleList' ? SaleListCount : unknown);

/** Sales figures as the dashboard and the statistics count them: every one 0 but `amounts`. */
export const buildSalesFigures = (amounts: Partial<SalesFigures> = {}): SalesFigures => ({
  ...(Object.fromEntries(
    Object.keys(salesFiguresSchema.shape).map((figure) => [figure, 0]),
  ) as SalesFigures),
  ...amounts,
});

/** One day of the statistics (`''` for the totals row): no money and no orders but `figures`. */
export const buildStatsDay = (date: string, figures: Partial<StatsDay> = {}): StatsDay => ({
  day: date,
  ...buildSalesFigures(),
  orders: 0,
  ...figures,
});
