import { ADDRESS_MAX, type Member, type SavedAddress } from '@store/contract';
import { useEffectEvent, useLayoutEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { useToast } from '@/components/toast';
import { errorMessage } from '@/lib/api-client';
import { useContractForm } from '@/lib/form';
import {
  deliveryForChoice,
  deliveryFormSchema,
  deliveryRules,
  EMPTY_DELIVERY,
  initialAddressChoice,
  isDeliveryReady,
  savedAddressBodyOf,
  type DeliveryFormValues,
} from './delivery-form';
import { useAddSavedAddress, useMyProfile, useSavedAddresses } from './delivery-sources';

const NO_ADDRESSES: readonly SavedAddress[] = [];

/**
 * The delivery details of an order screen: a form filled, once the profile and the saved
 * addresses are read, with the default saved address (else the profile's), which the member may
 * change by choosing another or typing one, and save.
 */
export function useDeliveryForm(idPrefix: string) {
  const profile = useMyProfile();
  const savedAddresses = useSavedAddresses();
  const addAddress = useAddSavedAddress();
  const toast = useToast();
  const form = useContractForm(deliveryFormSchema, {
    idPrefix,
    defaultValues: EMPTY_DELIVERY,
    rules: deliveryRules,
    deps: { saveAddress: ['addressLabel'] },
  });
  const values = useWatch({ control: form.control }) as DeliveryFormValues;
  // Either may fail: the member then types what is missing.
  const loaded = !profile.isPending && !savedAddresses.isPending;
  const addresses = savedAddresses.data?.addresses ?? NO_ADDRESSES;
  const sources = { profile: profile.data, addresses };

  // Filled once, before the fields are first painted.
  const prefilled = useRef(false);
  const prefill = useEffectEvent((member: Member | undefined) => {
    form.reset(deliveryForChoice(initialAddressChoice(member, addresses), sources));
  });
  useLayoutEffect(() => {
    if (!loaded || prefilled.current) return;
    prefilled.current = true;
    prefill(profile.data);
  }, [loaded, profile.data]);

  /** Fills the fields with the chosen address (what was typed is replaced). */
  const choose = (choice: string) => {
    form.reset(deliveryForChoice(choice, sources));
  };

  /**
   * Saves the typed address when asked to, before the payment: false (with the reason on the
   * form) when it could not be saved, so the member can fix it or untick the box.
   */
  const saveIfAsked = async (details: DeliveryFormValues): Promise<boolean> => {
    if (!details.saveAddress) return true;
    try {
      const reply = await addAddress.mutateAsync(savedAddressBodyOf(details));
      toast.show(reply.message);
      form.setValue('saveAddress', false);
      return true;
    } catch (error) {
      const onFields = form.showServerErrors(error, {
        fields: { label: 'addressLabel', post: 'postCode' },
      });
      if (!onFields) toast.show(errorMessage(error));
      return false;
    }
  };

  return {
    form,
    values,
    /** False until the profile and the addresses are read: the screen shows a spinner meanwhile. */
    ready: loaded,
    profile: profile.data,
    addresses,
    canSaveAddress: addresses.length < ADDRESS_MAX,
    isComplete: isDeliveryReady(values),
    choose,
    saveIfAsked,
  };
}

export type DeliveryForm = ReturnType<typeof useDeliveryForm>;
