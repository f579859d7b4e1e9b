import { useEffect } from 'react';
import NavDropdown from 'react-bootstrap/NavDropdown';
import { NavLink, type NavLinkProps } from 'react-router';
import type { NavigationLink } from './navigation';

export interface NavMenuProps {
  /** The toggle's id, which the menu is labelled by. */
  id: string;
  title: string;
  links: readonly NavigationLink[];
  align?: 'end';
  /** Open at once, with the keyboard on the toggle: the stand-in was clicked before this loaded. */
  openOnMount?: boolean;
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

/**
 * A dropdown menu of the top bar. Its own module, so react-bootstrap's dropdown (and Popper with
 * it) loads after the first screen rather than with it: top-bar.tsx imports it lazily.
 */
export function NavMenu({ id, title, links, align, openOnMount = false }: NavMenuProps) {
  useEffect(() => {
    if (openOnMount) document.getElementById(id)?.focus();
  }, [id, openOnMount]);

  return (
    <NavDropdown as="li" id={id} title={title} align={align} defaultShow={openOnMount}>
      {links.map(({ to, label }) => (
        // `eventKey` makes a chosen link report to the Navbar, which then closes the mobile menu.
        <NavDropdown.Item key={to} as={MenuNavLink} to={to} end eventKey={to}>
          {label}
        </NavDropdown.Item>
      ))}
    </NavDropdown>
  );
}
