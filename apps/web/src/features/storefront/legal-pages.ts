import type { LegalDocumentKind } from '@store/contract';
import { paths } from '@/config/paths';

/** The document each legal page shows, by its address. */
export const LEGAL_PAGE_KINDS: Readonly<Record<string, LegalDocumentKind>> = {
  [paths.terms]: 'TERMS',
  [paths.privacy]: 'PRIVACY',
  [paths.rentalTerms]: 'RENTAL_TERMS',
  [paths.returnPolicy]: 'RETURN_POLICY',
};

/** `?version=` as the server takes it: a whole number from 1; anything else asks for the current one. */
export function versionParam(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const version = Number(value);
  return version > 0 ? version : null;
}
