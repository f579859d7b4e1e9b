import { PageInPreparation } from '@/components/page-in-preparation';

/** Lazy route module of shop screens not built yet (and of those the specification keeps in preparation). */
export function Component() {
  return <PageInPreparation />;
}
