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
  rent: (amount: string, days: number, count: number) => `${amount} (${days}일 · ${count}개)`,
  purchase: (amount: string) => `${amount} (1개당, 인수 가능)`,
  deposit: (amount: string) => `${amount} (1개당)`,
  depositTotal: (count: number, amount: string) => `${count}개 합계 ${amount} · 반납 후 환불`,
  noDeposit: '없음',
  depositRefund: '반납 후 미납 연체료와 배상금을 뺀 나머지를 돌려드립니다.',
  lateFee: (perDay: string, cap: string) => `1일 ${perDay} (상한 ${cap}, 1개당)`,
  lateFeeTotal: (count: number, perDay: string, cap: string) =>
    `${count}개 합계 1일 ${perDay} (상한 ${cap})`,
  damage: '분실·파손 시 수리비 또는 상품가를 청구합니다.',
  earlyReturn: `${PRICE_BASE_DAYS}일 이상 대여는 배송 완료 ${WITHDRAWAL_DAYS}일 이후 중도 반납하면 남은 기간 대여료의 ${percent(1 - EARLY_RETURN_FEE_RATE)}를 환불합니다.`,
  withdrawal: `배송 완료일부터 ${WITHDRAWAL_DAYS}일 이내에 신청할 수 있습니다. 단순 변심이면 반품 배송비를 뺀 금액을 환불합니다.`,
  buyout: `구매가 − 낸 대여료의 ${percent(DEFAULT_BUYOUT_RENT_SHARE)} (최소 구매가의 ${percent(BUYOUT_FLOOR_RATE)})`,
} as const;

/** A rental being ordered: how long, how many, and the rent of them all (null: not offered now). */
export interface RentalChoice {
  days: number;
  count: number;
  rent: number | null;
}

const note = (text: string) => <span className="d-block small text-body-secondary">{text}</span>;

/**
 * A rental's figures: the deposit and the late fee with its cap, per unit. For an order also its
 * total rent, the purchase price it can be bought out at, and the deposit and late fee of all its
 * units.
 */
function rentalFigureFacts(offer: OfferTerms, choice?: RentalChoice): Fact[] {
  const units = choice && choice.count > 1 ? choice.count : null;
  const figures: Fact[] = [];
  if (choice) {
    figures.push([
      '총 대여료',
      OFFER_TERMS_TEXT.rent(
        choice.rent === null ? '-' : formatWon(choice.rent),
        choice.days,
        choice.count,
      ),
    ]);
    if (offer.purchasePrice !== null) {
      figures.push(['구매가', OFFER_TERMS_TEXT.purchase(formatWon(offer.purchasePrice))]);
    }
  }
  figures.push(
    [
      '보증금',
      offer.deposit > 0 ? (
        <>
          {OFFER_TERMS_TEXT.deposit(formatWon(offer.deposit))}
          {note(
            units === null
              ? OFFER_TERMS_TEXT.depositRefund
              : OFFER_TERMS_TEXT.depositTotal(units, formatWon(offer.deposit * units)),
          )}
        </>
      ) : (
        OFFER_TERMS_TEXT.noDeposit
      ),
    ],
    [
      '연체료',
      <>
        {OFFER_TERMS_TEXT.lateFee(formatWon(offer.lateFeePerDay), formatWon(offer.lateFeeCap))}
        {units !== null &&
          note(
            OFFER_TERMS_TEXT.lateFeeTotal(
              units,
              formatWon(offer.lateFeePerDay * units),
              formatWon(offer.lateFeeCap * units),
            ),
          )}
      </>,
    ],
  );
  return figures;
}

const withdrawalFact: Fact = ['청약철회', OFFER_TERMS_TEXT.withdrawal];

/** The rules every rental shares: liability, early return, withdrawal, and buy-out if it can be. */
const rentalRuleFacts = (buyable: boolean): Fact[] => [
  ['손상·분실', OFFER_TERMS_TEXT.damage],
  ['중도 반납', OFFER_TERMS_TEXT.earlyReturn],
  withdrawalFact,
  ...(buyable ? [['인수(구매 전환)', OFFER_TERMS_TEXT.buyout] as Fact] : []),
];

/** The terms' facts of a rental (with the buy-out when the listing can be bought) or a purchase. */
function termFacts(offer: OfferTerms, orderType: OrderType): Fact[] {
  if (orderType === 'BUY') return [withdrawalFact];
  return [...rentalFigureFacts(offer), ...rentalRuleFacts(offer.purchasePrice !== null)];
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

/** One rented line of an order with several: its listing's terms and what is chosen of it. */
export interface RentedLine extends RentalChoice {
  key: string | number;
  title: string;
  offer: OfferTerms;
}

export interface RentedLinesTermsCardProps {
  lines: readonly RentedLine[];
  className?: string;
}

/**
 * The rental terms of an order of several lines, as one titled region ('대여 조건'): each rented
 * line's figures under its title, then the rules they share once. Nothing without a rented line.
 */
export function RentedLinesTermsCard({ lines, className }: RentedLinesTermsCardProps) {
  if (lines.length === 0) return null;
  return (
    <SectionCard title={OFFER_TERMS_TEXT.rentTitle} className={className}>
      <ul className="list-unstyled mb-0">
        {lines.map((line) => (
          <li key={line.key} className="border-bottom pb-2 mb-2">
            <h3 className="h6 mb-1 text-break">{line.title}</h3>
            <FactList facts={rentalFigureFacts(line.offer, line)} termWidth="6rem" />
          </li>
        ))}
      </ul>
      <FactList
        facts={rentalRuleFacts(lines.some((line) => line.offer.purchasePrice !== null))}
        termWidth="6rem"
      />
    </SectionCard>
  );
}
