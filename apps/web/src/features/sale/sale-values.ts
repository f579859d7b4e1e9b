import type { SaleDetail } from '@store/contract';
import { NEW_OFFER_VALUES, offerValuesOf, storedOfferOf, type OfferValues } from './offer-form';

/** The listing form's values, as its fields hold them. */
export interface SaleValues extends OfferValues {
  /** The category name (the API takes names). */
  category: string;
  productNo: string;
  title: string;
  quantity: string;
  /** The rent for 30 days (월 대여료). */
  salePrice: string;
  deliveryFee: string;
  content: string;
}

export const EMPTY_SALE: SaleValues = {
  category: '',
  productNo: '',
  title: '',
  quantity: '',
  salePrice: '',
  deliveryFee: '0',
  content: '',
  ...NEW_OFFER_VALUES,
};

/** The form's values from a saved listing (numbers as the fields hold them). */
export const valuesOf = (sale: SaleDetail): SaleValues => ({
  category: sale.category,
  productNo: sale.productNo,
  title: sale.title,
  quantity: String(sale.quantity),
  salePrice: sale.salePrice === null ? '' : String(sale.salePrice),
  deliveryFee: String(sale.deliveryFee),
  content: sale.content,
  ...offerValuesOf(storedOfferOf(sale)),
});
