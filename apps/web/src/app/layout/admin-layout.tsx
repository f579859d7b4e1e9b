import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation, useMatches } from 'react-router';
import { ERRORS } from '@store/contract';
import { ErrorScreen } from '@/components/route-error-boundary';
import type { RouteHandle } from '@/components/use-route-title';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { ADMIN_MENU_LINKS } from './navigation';
import './admin-layout.css';

/**
 * The back office's frame (DESIGN §18): the administrator's side menu beside the screen, under
 * the shop's top bar. Wide screens keep the menu in a column on the left; narrow ones show it as
 * a row of tabs that scrolls sideways above the screen. A member who is not an administrator gets
 * neither menu nor screen (no form to fill, no call the server would refuse), only the
 * specification's 접근권한이 없습니다., unless the screen answers them itself as the specification
 * says (`refusesMembers`); the server refuses their calls all the same.
 */
/** A back-office address opened by a member who is not an administrator: no screen, no calls. */
function AccessRefused() {
  return <ErrorScreen heading="관리자 전용 화면입니다" text={ERRORS.FORBIDDEN.text} />;
}

export function AdminLayout() {
  const { isAdmin } = useSession();
  const menu = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const screenRefuses = useMatches().some(
    (match) => (match.handle as RouteHandle | undefined)?.refusesMembers,
  );
  // On a phone the tabs scroll sideways: the current section's tab is brought into view.
  useEffect(() => {
    if (!window.matchMedia?.('(max-width: 991.98px)').matches) return;
    menu.current
      ?.querySelector('.active')
      ?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [pathname]);
  if (!isAdmin) return screenRefuses ? <Outlet /> : <AccessRefused />;
  return (
    <div className="container-fluid app-admin">
      <div className="row">
        <nav ref={menu} className="col-lg-2 app-admin-menu" aria-label="관리자 메뉴">
          <ul className="nav nav-pills flex-lg-column flex-nowrap">
            {ADMIN_MENU_LINKS.map(({ to, label }) => (
              <li key={to} className="nav-item">
                <NavLink className="nav-link" to={to} end={to === paths.adminDashboard}>
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="col-lg-10 app-admin-screen">
          <Outlet />
        </div>
      </div>
    </div>
  );
}

export { AdminLayout as Component };
