import { shiftIsoDay, toYymmdd } from '@store/contract';

/** `YYYY-MM-DD` (the database's date) <-> `yyMMdd` (the API's), years 2000-2099. */
export const isoToYymmdd = (iso: string): string => iso.replace(/-/g, '').slice(2);
/** A rental's date as the API shows it: '' while the rental waits for its delivery. */
export const rentalDate = (iso: string | null): string => (iso === null ? '' : isoToYymmdd(iso));
export const yymmddToIso = (value: string): string =>
  `20${value.slice(0, 2)}-${value.slice(2, 4)}-${value.slice(4, 6)}`;

/** The Korea-time calendar date of an instant, as the database stores dates. */
export const koreaIsoDate = (instant: Date): string => yymmddToIso(toYymmdd(instant));

/** `iso` moved by `days` calendar days. */
export const addDaysIso = shiftIsoDay;
