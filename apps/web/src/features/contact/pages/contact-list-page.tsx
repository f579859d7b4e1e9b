import { useSearchParams } from 'react-router';
import { ContactBoard } from '../components/contact-board';

/** `/contact/list?q=&p=`: the public board; `&isAdmin=true` is the administrator's view of it. */
export function ContactListPage() {
  const [searchParams] = useSearchParams();
  return <ContactBoard admin={searchParams.get('isAdmin') === 'true'} />;
}

export { ContactListPage as Component };
