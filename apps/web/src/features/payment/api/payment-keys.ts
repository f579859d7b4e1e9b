/** Query keys of the order form's reads. */
export const paymentKeys = {
  all: ['payment'] as const,
  sale: (seq: number) => [...paymentKeys.all, 'sale', seq] as const,
};
