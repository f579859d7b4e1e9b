import {
  DEFAULT_BUYOUT_RENT_SHARE,
  BUYOUT_FLOOR_RATE,
  EARLY_RETURN_FEE_RATE,
  formatWon,
  PRICE_BASE_DAYS,
  WITHDRAWAL_DAYS,
  type OfferTerms,
  type OrderType,
} from '@store/contract';
import { FactList, type Fact } from './fact-list';
import { SectionCard } from './section-card';

const percent = (rate: number) => `${Math.round(rate * 100)}%`;

/** The terms shown before an order is paid (architecture.md, "Rules: rental money"). */
export const OFFER_TERMS_TEXT = {
  rentTitle: '대여 조건',
  buyTitle: '구매 조건',
  deposit: (amount: string) => `${amount} (1개당)`,
  noDeposit: '없음',
  depositRefund: '반납 후 미납 연체료와 배상금을 뺀 나머지를 돌려드립니다.',
  lateFee: (perDay: string, cap: string) => `1일 ${perDay} (상한 ${cap}, 1개당)`,
  damage: '수리비 또는 감정가 범위에서 배상합니다.',
  earlyReturn: `${PRICE_BASE_DAYS}일 이상 대여는 남은 기간 대여료의 ${percent(1 - EARLY_RETURN_FEE_RATE)}를 환불합니다.`,
  withdrawal: `배송 완료일부터 ${WITHDRAWAL_DAYS}일 이내에 신청할 수 있습니다. 단순 변심이면 반품 배송비를 뺀 금액을 환불합니다.`,
  buyout: `구매가 − 낸 대여료의 ${percent(DEFAULT_BUYOUT_RENT_SHARE)} (최소 구매가의 ${percent(BUYOUT_FLOOR_RATE)})`,
} as const;

/** The terms' facts of a rental (with the buy-out when the listing can be bought) or a purchase. */
function termFacts(offer: OfferTerms, orderType: OrderType): Fact[] {
  const withdrawal: Fact = ['청약철회', OFFER_TERMS_TEXT.withdrawal];
  if (orderType === 'BUY') return [withdrawal];
  return [
    [
      '보증금',
      offer.deposit > 0 ? (
        <>
          {OFFER_TERMS_TEXT.deposit(formatWon(offer.deposit))}
          <span className="d-block small text-body-secondary">
            {OFFER_TERMS_TEXT.depositRefund}
          </span>
        </>
      ) : (
        OFFER_TERMS_TEXT.noDeposit
      ),
    ],
    [
      '연체료',
      OFFER_TERMS_TEXT.lateFee(formatWon(offer.lateFeePerDay), formatWon(offer.lateFeeCap)),
    ],
    ['손상·분실', OFFER_TERMS_TEXT.damage],
    ['중도 반납', OFFER_TERMS_TEXT.earlyReturn],
    withdrawal,
    ...(offer.purchasePrice !== null ? [['인수(구매 전환)', OFFER_TERMS_TEXT.buyout] as Fact] : []),
  ];
}

export interface OfferTermsCardProps {
  offer: OfferTerms;
  /** A rental's terms ('대여 조건') or a purchase's ('구매 조건'). */
  orderType: OrderType;
  className?: string;
}

/** A listing's terms as a titled region: deposit, late fee, liability, early return, withdrawal. */
export function OfferTermsCard({ offer, orderType, className }: OfferTermsCardProps) {
  return (
    <SectionCard
      title={orderType === 'RENT' ? OFFER_TERMS_TEXT.rentTitle : OFFER_TERMS_TEXT.buyTitle}
      className={className}
    >
      <FactList facts={termFacts(offer, orderType)} bordered termWidth="7.5rem" />
    </SectionCard>
  );
}
