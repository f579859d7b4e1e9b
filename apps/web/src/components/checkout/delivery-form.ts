import {
  addressBodySchema,
  DELIVERY_REQUEST_DIRECT,
  DELIVERY_REQUEST_PRESETS,
  deliveryDetailsShape,
  type AddressBody,
  type DeliveryDetails,
  type Member,
  type SavedAddress,
} from '@store/contract';
import { z } from 'zod';
import { schemaError } from '@/lib/form';

/** The address choice of a member's profile, and of an address typed anew (else a saved one's seq). */
export const PROFILE_ADDRESS = 'profile';
export const NEW_ADDRESS = 'new';

export interface DeliveryFormValues {
  /** A saved address's seq, PROFILE_ADDRESS or NEW_ADDRESS. */
  addressChoice: string;
  recipient: string;
  phone: string;
  postCode: string;
  addr: string;
  addrDetail: string;
  /** A preset, DELIVERY_REQUEST_DIRECT, or '' for none. */
  requestChoice: string;
  requestText: string;
  /** Keep what was typed as a saved address (not offered for a saved one). */
  saveAddress: boolean;
  addressLabel: string;
  saveAsDefault: boolean;
}

export const EMPTY_DELIVERY: DeliveryFormValues = {
  addressChoice: NEW_ADDRESS,
  recipient: '',
  phone: '',
  postCode: '',
  addr: '',
  addrDetail: '',
  requestChoice: '',
  requestText: '',
  saveAddress: false,
  addressLabel: '',
  saveAsDefault: false,
};

/**
 * The delivery details' checks, as the server takes them after payment (`deliveryDetailsShape`,
 * whose `post` is the address picker's `postCode`).
 */
export const deliveryFormSchema = z.object({
  recipient: deliveryDetailsShape.recipient,
  phone: deliveryDetailsShape.phone,
  postCode: deliveryDetailsShape.post,
  addr: deliveryDetailsShape.addr,
});

/** The saved address's name, needed only when the address is to be saved. */
export const deliveryRules = (values: DeliveryFormValues) => ({
  addressLabel: values.saveAddress
    ? schemaError(addressBodySchema.shape.label, values.addressLabel)
    : undefined,
});

export const isDeliveryReady = (values: DeliveryFormValues): boolean =>
  deliveryFormSchema.safeParse(values).success && !deliveryRules(values).addressLabel;

/** The delivery request the order carries: the preset, the typed text, or nothing. */
export function deliveryRequestOf(
  values: Pick<DeliveryFormValues, 'requestChoice' | 'requestText'>,
) {
  return values.requestChoice === DELIVERY_REQUEST_DIRECT
    ? values.requestText.trim()
    : values.requestChoice;
}

/** A stored request back in the form: one of the presets, or typed. */
function requestFields(request: string): Pick<DeliveryFormValues, 'requestChoice' | 'requestText'> {
  if (request === '') return { requestChoice: '', requestText: '' };
  return (DELIVERY_REQUEST_PRESETS as readonly string[]).includes(request)
    ? { requestChoice: request, requestText: '' }
    : { requestChoice: DELIVERY_REQUEST_DIRECT, requestText: request };
}

/** What an order is delivered to, as the order calls take it. */
export type { DeliveryDetails };

export const deliveryOf = (values: DeliveryFormValues): DeliveryDetails => ({
  recipient: values.recipient.trim(),
  phone: values.phone,
  post: values.postCode.trim(),
  addr: values.addr.trim(),
  addrDetail: values.addrDetail.trim(),
  request: deliveryRequestOf(values),
});

export const savedAddressBodyOf = (values: DeliveryFormValues): AddressBody => ({
  label: values.addressLabel.trim(),
  ...deliveryOf(values),
  isDefault: values.saveAsDefault,
});

export const hasProfileAddress = (profile: Member | undefined): profile is Member =>
  Boolean(profile?.postCode && profile.addr);

/** The fields for a choice of address; who receives it defaults to the member. */
export function deliveryForChoice(
  choice: string,
  { profile, addresses }: { profile: Member | undefined; addresses: readonly SavedAddress[] },
): DeliveryFormValues {
  const member = { recipient: profile?.name ?? '', phone: profile?.phone ?? '' };
  const saved = addresses.find((address) => String(address.seq) === choice);
  if (saved) {
    return {
      ...EMPTY_DELIVERY,
      addressChoice: choice,
      recipient: saved.recipient,
      phone: saved.phone,
      postCode: saved.post,
      addr: saved.addr,
      addrDetail: saved.addrDetail,
      ...requestFields(saved.request),
    };
  }
  if (choice === PROFILE_ADDRESS && hasProfileAddress(profile)) {
    return {
      ...EMPTY_DELIVERY,
      ...member,
      addressChoice: PROFILE_ADDRESS,
      postCode: profile.postCode ?? '',
      addr: profile.addr ?? '',
      addrDetail: profile.addrDetail ?? '',
    };
  }
  return { ...EMPTY_DELIVERY, ...member, addressChoice: NEW_ADDRESS };
}

/** The first choice: the default saved address, else the profile's, else a new one. */
export function initialAddressChoice(
  profile: Member | undefined,
  addresses: readonly SavedAddress[],
): string {
  const preferred = addresses.find((address) => address.isDefault);
  if (preferred) return String(preferred.seq);
  return hasProfileAddress(profile) ? PROFILE_ADDRESS : NEW_ADDRESS;
}
