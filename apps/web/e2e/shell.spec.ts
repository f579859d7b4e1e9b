import { ADMIN_MENU_LINKS } from '../src/app/layout/navigation';
import { routeTable, type RouteDefinition, type RouteKey } from '../src/config/paths';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { apiToken, DEMO, expect, signInWithToken, test } from './support/fixtures';
import {
  audienceOf,
  realisticAddresses,
  SCREENS_CHECKED_IN_FLOWS,
  type Audience,
} from './support/screens';

const PREPARING = '페이지 준비 중입니다';
const REDIRECTING = [
  '/login',
  '/member/resetPassword',
  '/member/myinfo/modify',
  '/payment/success',
  '/receive/exec',
  '/cancel/exec',
  '/cart/checkout',
  // Without the provider's pg_token these go back to their list (the rentals or the cart).
  '/rental/:kind/:seq/paid',
  '/cart/paid',
];

/** A concrete address for a route pattern (`:seq` -> 1, `/member` -> `/member?seq=1&page=1`). */
const concrete = (pattern: string) => pattern.replace(/:\w+/g, '1');

test.describe('the page shell', () => {
  test('home opens inside the layout with the top bar and the demo shop statement', async ({
    page,
  }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: '빌림마켓' })).toBeVisible();
    for (const name of ['상품', '문의하기', '주문내역', '로그인']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('button', { name: '마이페이지' })).toBeVisible();
    await expect(header.getByRole('button', { name: '관리자' })).toHaveCount(0);
    // The footer's business details come when it is scrolled to: the demo seed's say it is a demo.
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer).toContainText('데모 상점입니다');
  });

  test('on a phone the menu opens from the toggle, and searching goes to the product list', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const search = page.getByRole('searchbox', { name: '상품 검색' });
    await expect(search).toBeHidden();
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect(search).toBeVisible();

    await search.fill('   ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/$/);

    await search.fill('  캠핑 의자 ');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/sale\/list\?q=%EC%BA%A0%ED%95%91(\+|%20)%EC%9D%98%EC%9E%90$/);
    // The menu closes after a search; reopened, the box shows what was searched.
    await page.getByRole('button', { name: '메뉴 열기' }).click();
    await expect(page.getByRole('searchbox', { name: '상품 검색' })).toHaveValue('캠핑 의자');
    await expectNoSeriousA11yViolations(page, 'sale list with the phone menu open');
  });

  test('the dropdown chevron turns while a menu is open', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: '마이페이지' });
    const angle = () =>
      toggle.evaluate((element) => getComputedStyle(element, '::after').transform);
    const closed = await angle();
    await toggle.click();
    await expect(page.getByRole('link', { name: '내 정보' })).toBeVisible();
    await expect.poll(angle).not.toBe(closed);
    await expectNoSeriousA11yViolations(page, 'home with the my-page menu open');
  });

  test('the keyboard starts at the skip link, which moves on to the content, and focus shows', async ({
    page,
  }) => {
    await page.goto('/sale/list');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    const skip = page.getByRole('link', { name: '본문 바로가기' });
    const width = () => skip.evaluate((element) => element.getBoundingClientRect().width);
    // Hidden until the keyboard reaches it.
    expect(await width()).toBeLessThanOrEqual(1);
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await expect.poll(width).toBeGreaterThan(20);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab continues inside the content, past the top bar.
    await page.keyboard.press('Tab');
    const focused = page.locator(':focus');
    await expect(page.getByRole('main').locator(':focus')).toHaveCount(1);
    // A solid outline, not Bootstrap's faint glow, on what the keyboard reached.
    await expect
      .poll(() =>
        focused.evaluate((element) => {
          const style = getComputedStyle(element);
          return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
        }),
      )
      .toBe(true);
  });

  test('a guarded page sends a signed-out visitor to the login page', async ({ page }) => {
    await page.goto('/order/list');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the scroll-to-top button appears after 300 px and scrolls back smoothly', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/comingsoon');
    await expect(page.getByRole('heading', { name: PREPARING })).toBeVisible();
    await page.evaluate(() => {
      document.getElementById('main-content')!.setAttribute('style', 'min-height: 3000px');
    });
    const button = page.getByRole('button', { name: '맨 위로' });
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the member sees their id as the menu title and no administrator menu', async ({
    page,
    request,
  }) => {
    await signInWithToken(page, await apiToken(request, DEMO.member));
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: DEMO.member.memberId })).toBeVisible();
    await expect(header.getByRole('link', { name: '로그아웃' })).toBeVisible();
    await expect(header.getByRole('button', { name: '관리자' })).toHaveCount(0);
  });

  test('the administrator menu lists the back office', async ({ page, request }) => {
    await signInWithToken(page, await apiToken(request, DEMO.admin));
    await page.goto('/');
    await page.getByRole('button', { name: '관리자' }).click();
    await expect(page.getByRole('link', { name: '대시보드', exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'home with the administrator menu open');
    // Every link of the menu (the top bar's unit test holds their order and addresses).
    for (const { label } of ADMIN_MENU_LINKS) {
      await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
  });
});

test.describe('every route of the route table renders inside the layout', () => {
  const routes = Object.values(routeTable).map((route: RouteDefinition) => ({
    ...route,
    url: concrete(route.pattern),
  }));

  test('signed out: public routes render, guarded routes go to login', async ({ page }) => {
    test.setTimeout(150_000);
    for (const route of routes) {
      await page.goto(route.url);
      if (route.guarded) {
        await expect(page, route.url).toHaveURL(/\/login$/);
      } else {
        await expect(page.getByRole('banner'), route.url).toBeVisible();
        await expect(page.getByRole('main'), route.url).toBeVisible();
        await expect(page.getByRole('contentinfo'), route.url).toBeVisible();
      }
    }
  });

  test('signed in as administrator: every route renders its screen or the preparing page', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    // Records that exist: a made-up number sends the administrator on (a deleted inquiry's, say).
    const addresses = await realisticAddresses(request);
    await signInWithToken(page, await apiToken(request, DEMO.admin));
    for (const [key, route] of Object.entries(routeTable) as [RouteKey, RouteDefinition][]) {
      if (route.pattern === '/logout') continue;
      await page.goto(addresses[key]);
      // Opened bare, these send the visitor on by design (they need a previous step or a token).
      if (!REDIRECTING.includes(route.pattern)) {
        await expect(page, addresses[key]).toHaveTitle(new RegExp(route.title));
      }
      await expect(page.getByRole('banner'), addresses[key]).toBeVisible();
      await expect(page.getByRole('contentinfo'), addresses[key]).toBeVisible();
    }
  });

  test('the specification placeholders keep the preparing screen with a home button', async ({
    page,
  }) => {
    // The wish list and the cart are screens of their own since DESIGN §14, and /admin and
    // /chart/list the administrators' dashboard and statistics since DESIGN §18 (decisions.md).
    for (const url of ['/payment/cancel']) {
      await page.goto(url);
      await expect(page.getByRole('heading', { name: PREPARING }), url).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: '홈으로' }).click();
      await expect(page).toHaveURL(/\/$/);
    }
  });
});

test.describe('accessibility: every screen of the route table, as its audience sees it', () => {
  const keys = Object.keys(routeTable) as RouteKey[];
  const audiences: Audience[] = ['visitor', 'member', 'admin'];

  for (const audience of audiences) {
    test(`${audience}: axe finds nothing serious, and each screen has its heading`, async ({
      page,
      request,
    }) => {
      test.setTimeout(180_000);
      const addresses = await realisticAddresses(request);
      if (audience !== 'visitor') {
        await signInWithToken(page, await apiToken(request, DEMO[audience]));
      }
      // The store opens no native dialog: one would be dismissed here and fail the walk.
      const nativeDialogs: string[] = [];
      page.on('dialog', (dialog) => {
        nativeDialogs.push(`${page.url()}: ${dialog.message()}`);
        void dialog.dismiss();
      });
      const main = page.getByRole('main');
      // Signing out ends the walk: it is last.
      const screens = keys
        .filter((key) => audienceOf(key) === audience && !SCREENS_CHECKED_IN_FLOWS.includes(key))
        .sort((a, b) => Number(a === 'logout') - Number(b === 'logout'));
      for (const key of screens) {
        const route = routeTable[key];
        await page.goto(addresses[key]);
        if (key === 'logout') {
          // No screen of its own: it says goodbye and goes home, where the check happens.
          await expect(page).toHaveURL(/\/$/);
          await expect(
            page.getByRole('banner').getByRole('link', { name: '로그인' }),
          ).toBeVisible();
          await expectNoSeriousA11yViolations(page, `${key}: home after signing out`, {
            route: key,
          });
          continue;
        }
        await expect(page, addresses[key]).toHaveTitle(new RegExp(route.title));
        await expect(main.getByRole('heading', { level: 1 }).first(), key).toBeVisible();
        await expectNoSeriousA11yViolations(page, `${key} (${audience})`);
      }
      if (audience === 'visitor') {
        await page.goto('/no-such-screen');
        await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoSeriousA11yViolations(page, 'not found (visitor)');
      }
      expect(nativeDialogs).toEqual([]);
    });
  }
});
