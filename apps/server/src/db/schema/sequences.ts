import { pgSequence } from 'drizzle-orm/pg-core';

/** One sequence per kind of business number (architecture.md, "Rules: wire"): never MAX+1. */
export const businessNoSequences = {
  ME: pgSequence('member_no_seq'),
  PR: pgSequence('product_no_seq'),
  SA: pgSequence('sale_no_seq'),
  OR: pgSequence('order_no_seq'),
  RT: pgSequence('rental_no_seq'),
  RET: pgSequence('return_no_seq'),
  CO: pgSequence('contact_no_seq'),
} as const;

export const memberNoSeq = businessNoSequences.ME;
export const productNoSeq = businessNoSequences.PR;
export const saleNoSeq = businessNoSequences.SA;
export const orderNoSeq = businessNoSequences.OR;
export const rentalNoSeq = businessNoSequences.RT;
export const returnNoSeq = businessNoSequences.RET;
export const contactNoSeq = businessNoSequences.CO;
