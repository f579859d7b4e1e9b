import { ENDPOINTS } from '@store/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeIntersectionObserver } from '@/testing/intersection-observer';
import { buildShopInfo } from '@/testing/storefront-fixtures';
import { handle, renderRoute, sentRequests } from '@/testing/test-utils';

/** A screen that asks the server nothing itself. */
const PREPARING_PAGE = '/comingsoon';

const footer = () => within(screen.getByRole('contentinfo'));

async function openPage() {
  FakeIntersectionObserver.install();
  const app = renderRoute(PREPARING_PAGE);
  await screen.findByRole('heading', { name: '페이지 준비 중입니다' });
  return app;
}

describe('the footer', () => {
  it('links to the four documents on every page', async () => {
    await openPage();
    const links = within(footer().getByRole('navigation', { name: '약관 및 정책' }));
    expect(
      links.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['이용약관', '/terms'],
      ['개인정보처리방침', '/privacy'],
      ['대여 약관', '/rental-terms'],
      ['교환·반품·청약철회 안내', '/return-policy'],
    ]);
  });

  it('asks for the business details only when it comes into view, then shows them', async () => {
    const info = handle(ENDPOINTS.storefront.info, buildShopInfo());
    await openPage();
    expect(sentRequests()).toEqual([]);
    expect(footer().queryByText('홍길동')).toBeNull();

    await FakeIntersectionObserver.seeAll();

    const details = within(await footer().findByRole('list', { name: '사업자 정보' }));
    const facts = details.getAllByRole('listitem').map((item) => item.textContent);
    expect(facts).toEqual([
      '상호 빌림마켓 데모상점',
      '대표자 홍길동',
      '사업장 주소 서울특별시 데모구 예시로 123, 4층 (가상의 주소)',
      '사업자등록번호 000-00-00000 사업자정보확인 (새 창)',
      '통신판매업 신고번호 제0000-데모-0000호',
      '고객센터 02-0000-0000 (평일 10:00~18:00)',
      '이메일 help@billim-market.example',
      '호스팅 제공자 데모 호스팅(가상)',
      '개인정보 보호책임자 김보호',
    ]);
    const check = details.getByRole('link', { name: '사업자정보확인 (새 창)' });
    expect(check.getAttribute('href')).toBe(
      'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=0000000000',
    );
    expect(check.getAttribute('target')).toBe('_blank');
    expect(check.getAttribute('rel')).toBe('noopener noreferrer');
    expect(details.getByRole('link', { name: '02-0000-0000' }).getAttribute('href')).toBe(
      'tel:0200000000',
    );
    // The demo seed's all-zero number: the shop says it sells nothing.
    expect(footer().getByText(/데모 상점입니다/)).toBeTruthy();

    await FakeIntersectionObserver.seeAll();
    await waitFor(() => expect(info.calls).toHaveLength(1));
  });

  it('shows what a real shop registered, without the demo notice, and leaves out blanks', async () => {
    handle(
      ENDPOINTS.storefront.info,
      buildShopInfo({ businessNo: '124-81-00998', hostingProvider: '', privacyOfficer: '' }),
    );
    await openPage();
    await FakeIntersectionObserver.seeAll();

    const details = within(await footer().findByRole('list', { name: '사업자 정보' }));
    expect(details.getByRole('link', { name: '사업자정보확인 (새 창)' }).getAttribute('href')).toBe(
      'https://www.ftc.go.kr/bizCommPop.do?wrkr_no=1248100998',
    );
    expect(details.queryByText('호스팅 제공자')).toBeNull();
    expect(details.queryByText('개인정보 보호책임자')).toBeNull();
    expect(footer().queryByText(/데모 상점입니다/)).toBeNull();
  });
});
