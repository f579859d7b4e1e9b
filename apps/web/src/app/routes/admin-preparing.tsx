import { PageInPreparation } from '@/components/page-in-preparation';

/**
 * Lazy route module of back-office screens not built yet. A module of its own, like every
 * back-office screen, so back-office code never lands in the chunks a shopper downloads.
 */
export function Component() {
  return <PageInPreparation />;
}
