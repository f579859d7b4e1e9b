export { ADDRESS_PICKER_TEXT, AddressPicker, type AddressPickerProps } from './address-picker';
export { loadPostcode, toPickedAddress, type PickedAddress, type PostcodeData } from './postcode';
