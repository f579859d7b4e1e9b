import { NamedSearchForm } from '@/components/named-search-form';
import { ORDER_SCREEN_TEXT } from '../order-text';

/** The search of an order list (`q`), named apart from the top bar's product search. */
export function SearchForm({ id }: { id: string }) {
  return <NamedSearchForm id={id} what="주문" placeholder={ORDER_SCREEN_TEXT.searchPlaceholder} />;
}
