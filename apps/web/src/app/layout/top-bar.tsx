import { useState } from 'react';
import Container from 'react-bootstrap/Container';
import Nav from 'react-bootstrap/Nav';
import NavDropdown from 'react-bootstrap/NavDropdown';
import Navbar from 'react-bootstrap/Navbar';
import { Link, NavLink, type NavLinkProps } from 'react-router';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/site';
import { useSession } from '@/lib/session';
import { ADMIN_MENU_LINKS, MEMBER_MENU_LINKS, SHOP_LINKS, type NavigationLink } from './navigation';
import { SearchBox } from './search-box';

// `eventKey` makes a chosen link report to the Navbar, which then closes the mobile menu.
function TopBarLink({ to, label }: NavigationLink) {
  return (
    <Nav.Link as={NavLink} to={to} end eventKey={to}>
      {label}
    </Nav.Link>
  );
}

/**
 * The menu's link without the `aria-selected` react-bootstrap gives every dropdown item: a link
 * may not carry it (axe: aria-allowed-attr). NavLink's aria-current names the page shown.
 */
function MenuNavLink({
  'aria-selected': _notForLinks,
  ...props
}: NavLinkProps & { 'aria-selected'?: boolean }) {
  return <NavLink {...props} />;
}

function MenuLink({ to, label }: NavigationLink) {
  return (
    <NavDropdown.Item as={MenuNavLink} to={to} end eventKey={to}>
      {label}
    </NavDropdown.Item>
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
              <Nav.Item as="li">
                {user ? (
                  <TopBarLink to={paths.logout} label="로그아웃" />
                ) : (
                  <TopBarLink to={paths.login} label="로그인" />
                )}
              </Nav.Item>
              <NavDropdown as="li" id="member-menu" title={user ? user.memberId : '마이페이지'}>
                {MEMBER_MENU_LINKS.map((link) => (
                  <MenuLink key={link.to} {...link} />
                ))}
              </NavDropdown>
              {isAdmin && (
                <NavDropdown as="li" id="admin-menu" title="관리자" align="end">
                  {ADMIN_MENU_LINKS.map((link) => (
                    <MenuLink key={link.to} {...link} />
                  ))}
                </NavDropdown>
              )}
            </Nav>
          </Navbar.Collapse>
        </Container>
      </Navbar>
    </header>
  );
}
