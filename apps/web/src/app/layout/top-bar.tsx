import { lazy, Suspense, useEffect, useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { useShoppingCounts } from '@/features/wish/api/shopping-counts';
import { useSession } from '@/lib/session';
import {
  ADMIN_MENU_LINKS,
  MEMBER_MENU_LINKS,
  SHOP_LINKS,
  SHOPPING_LINKS,
  type NavigationLink,
} from './navigation';
import type { NavMenuProps } from './nav-menu';
import { SearchBox } from './search-box';

/**
 * How long after the layout first shows the menus' code is fetched unasked: after the first
 * screen's own files, data and pictures, which it would otherwise share the line and the main
 * thread with (on a sale detail it came before the product's picture was painted).
 */
const MENU_CODE_DELAY_MS = 2000;

let wantMenuCode: () => void = () => undefined;
/** Settled after the delay, or as soon as a person reaches for a menu. */
const menuCodeWanted = new Promise<void>((resolve) => {
  wantMenuCode = resolve;
});

const NavMenu = lazy(() =>
  menuCodeWanted.then(() => import('./nav-menu')).then(({ NavMenu }) => ({ default: NavMenu })),
);

// `eventKey` makes a chosen link report to the Navbar, which then closes the mobile menu.
function TopBarLink({ to, label }: NavigationLink) {
  return (
    <Nav.Link as={NavLink} to={to} end eventKey={to}>
      {label}
    </Nav.Link>
  );
}

/** A badge shows up to 99; the link's name says the exact count. */
const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The member's 찜 and 장바구니 links with their counts ('장바구니 3개'); a count shows once read,
 * its badge only when there is something.
 */
function ShoppingLinks() {
  const counts = useShoppingCounts();
  return SHOPPING_LINKS.map(({ to, label, count: name }) => {
    const count = counts.data?.[name];
    return (
      <Nav.Item as="li" key={to}>
        <Nav.Link
          as={NavLink}
          to={to}
          end
          eventKey={to}
          aria-label={count === undefined ? undefined : `${label} ${count}개`}
        >
          {label}
          {count !== undefined && count > 0 && (
            <span className="badge rounded-pill text-bg-primary ms-1" aria-hidden="true">
              {badgeText(count)}
            </span>
          )}
        </Nav.Link>
      </Nav.Item>
    );
  });
}

/**
 * A dropdown menu of the top bar. Its code (react-bootstrap's dropdown with Popper, about 12 KB
 * gzipped) is not part of the first screen's load: it is fetched a moment after the layout first
 * shows, or as soon as the pointer or the keyboard reaches a menu. Until it is there a toggle that
 * looks the same stands in, and a click on it opens the menu as soon as it arrives.
 */
function TopBarMenu(props: Omit<NavMenuProps, 'openOnMount'>) {
  const [clicked, setClicked] = useState(false);
  useEffect(() => {
    const timer = setTimeout(wantMenuCode, MENU_CODE_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);
  const standIn = (
    <li className="nav-item dropdown">
      <button
        type="button"
        id={props.id}
        // As wide as react-bootstrap's link where the phone menu stacks the items.
        className="dropdown-toggle nav-link w-100 text-start"
        aria-expanded="false"
        onPointerEnter={wantMenuCode}
        onFocus={wantMenuCode}
        onClick={() => {
          setClicked(true);
          wantMenuCode();
        }}
      >
        {props.title}
      </button>
    </li>
  );
  return (
    <Suspense fallback={standIn}>
      <NavMenu {...props} openOnMount={clicked} />
    </Suspense>
  );
}

export function TopBar() {
  const { user, isAdmin } = useSession();
  const [expanded, setExpanded] = useState(false);
  const collapse = () => setExpanded(false);

  return (
    <header className="app-header sticky-top bg-body border-bottom shadow-sm">
      <Navbar expand="lg" expanded={expanded} onToggle={setExpanded} onSelect={collapse}>
        <Container>
          <Navbar.Brand as={Link} to={paths.home} onClick={collapse} className="fw-bold">
            {SITE_NAME}
          </Navbar.Brand>
          <Navbar.Toggle
            aria-controls="app-navbar"
            aria-expanded={expanded}
            label={expanded ? '메뉴 닫기' : '메뉴 열기'}
          />
          <Navbar.Collapse id="app-navbar">
            <Nav as="ul" className="me-auto">
              {SHOP_LINKS.map((link) => (
                <Nav.Item as="li" key={link.to}>
                  <TopBarLink {...link} />
                </Nav.Item>
              ))}
            </Nav>
            <SearchBox onSearch={collapse} />
            <Nav as="ul">
              {user && <ShoppingLinks />}
              <Nav.Item as="li">
                {user ? (
                  <TopBarLink to={paths.logout} label="로그아웃" />
                ) : (
                  <TopBarLink to={paths.login} label="로그인" />
                )}
              </Nav.Item>
              <TopBarMenu
                id="member-menu"
                title={user ? user.memberId : '마이페이지'}
                links={MEMBER_MENU_LINKS}
              />
              {isAdmin && (
                <TopBarMenu id="admin-menu" title="관리자" links={ADMIN_MENU_LINKS} align="end" />
              )}
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
