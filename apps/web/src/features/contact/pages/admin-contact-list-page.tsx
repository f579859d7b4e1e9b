import { ContactBoard } from '../components/contact-board';

/** `/contact/list/isAdmin` (the administrator menu): the board in administrator mode. */
export function AdminContactListPage() {
  return <ContactBoard admin />;
}

export { AdminContactListPage as Component };
