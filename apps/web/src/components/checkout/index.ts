export { AmountList } from './amount-list';
export {
  CheckoutAgreements,
  isAgreed,
  NO_AGREEMENTS,
  type Agreements,
} from './checkout-agreements';
export { CheckoutForm, CheckoutPay } from './checkout-form';
export { CHECKOUT_TEXT } from './checkout-text';
export { DeliveryFields } from './delivery-fields';
export { deliveryOf, type DeliveryDetails, type DeliveryFormValues } from './delivery-form';
export { PaymentMethodField } from './payment-method-field';
export { useCheckoutPayment } from './use-checkout-payment';
export { useDeliveryForm, type DeliveryForm } from './use-delivery-form';
