/** The order forms (cancel, return, receipt) keep to a narrower column than the catalogue's. */
export const ORDER_FORM_WIDTH = 640;
