import {
  SHOP_INFO_LABELS,
  businessInfoCheckUrl,
  isDemoBusinessNo,
  type ShopInfo,
  type ShopInfoField,
} from '@store/contract';
import { useCallback, useState, type ReactNode } from 'react';
import Container from 'react-bootstrap/Container';
import { Link } from 'react-router';
import { useOnVisible } from '@/components/use-on-visible';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { useShopInfo } from '@/lib/shop-info';

/** The shop's documents, as every page links to them (the privacy policy in bold, as is usual). */
const LEGAL_LINKS = [
  { to: paths.terms, label: '이용약관' },
  { to: paths.privacy, label: '개인정보처리방침', strong: true },
  { to: paths.rentalTerms, label: '대여 약관' },
  { to: paths.returnPolicy, label: '교환·반품·청약철회 안내' },
] as const;

export const FOOTER_TEXT = {
  legalLinks: '약관 및 정책',
  businessInfo: '사업자 정보',
  businessCheck: '사업자정보확인',
  newWindow: ' (새 창)',
  demo: '이 사이트는 데모 상점입니다. 실제로 상품을 판매하거나 대여하지 않으며, 표시된 사업자 정보는 가상의 정보입니다.',
} as const;

/** The business details in the order Korean shops show them, with how each value reads. */
const FACTS: readonly (readonly [ShopInfoField, (info: ShopInfo) => ReactNode])[] = [
  ['companyName', (info) => info.companyName],
  ['ceoName', (info) => info.ceoName],
  ['businessAddress', (info) => info.businessAddress],
  [
    'businessNo',
    (info) => (
      <>
        {info.businessNo}{' '}
        <a href={businessInfoCheckUrl(info.businessNo)} target="_blank" rel="noopener noreferrer">
          {FOOTER_TEXT.businessCheck}
          <span className="visually-hidden">{FOOTER_TEXT.newWindow}</span>
        </a>
      </>
    ),
  ],
  ['mailOrderNo', (info) => info.mailOrderNo],
  [
    'csPhone',
    (info) => (
      <>
        <a href={`tel:${info.csPhone.replace(/\D/g, '')}`}>{info.csPhone}</a>
        {info.csHours && ` (${info.csHours})`}
      </>
    ),
  ],
  ['email', (info) => <a href={`mailto:${info.email}`}>{info.email}</a>],
  ['hostingProvider', (info) => info.hostingProvider],
  ['privacyOfficer', (info) => info.privacyOfficer],
];

/** The details registered so far, each with its label ('고객센터 전화' reads '고객센터'). */
function BusinessDetails({ info }: { info: ShopInfo }) {
  const shown = FACTS.filter(([field]) => info[field].trim() !== '');
  return (
    <>
      <ul
        className="list-inline small text-body-secondary mb-2"
        aria-label={FOOTER_TEXT.businessInfo}
      >
        {shown.map(([field, value]) => (
          <li key={field} className="list-inline-item me-3">
            <span className="fw-semibold">
              {field === 'csPhone' ? '고객센터' : SHOP_INFO_LABELS[field]}
            </span>{' '}
            {value(info)}
          </li>
        ))}
      </ul>
      {isDemoBusinessNo(info.businessNo) && (
        <p className="small text-body-secondary mb-1">{FOOTER_TEXT.demo}</p>
      )}
    </>
  );
}

/**
 * Every page's footer: links to the shop's documents and its business details (DESIGN §17). It is
 * below the fold: the details are fetched when it comes near the viewport, never before the page's
 * own data, and kept for an hour.
 */
export function Footer() {
  const [isNear, setIsNear] = useState(false);
  const markNear = useCallback(() => setIsNear(true), []);
  const watch = useOnVisible(isNear ? null : markNear);
  const shop = useShopInfo({ enabled: isNear });
  return (
    <footer ref={watch} className="border-top bg-body-tertiary py-4 mt-5">
      <Container>
        <nav aria-label={FOOTER_TEXT.legalLinks}>
          <ul className="list-inline mb-2">
            {LEGAL_LINKS.map((link) => (
              <li key={link.to} className="list-inline-item me-3">
                <Link to={link.to}>
                  {'strong' in link ? <strong>{link.label}</strong> : link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {shop.data && <BusinessDetails info={shop.data} />}
        <p className="small text-body-secondary mb-0">© {SITE_NAME}</p>
      </Container>
    </footer>
  );
}
