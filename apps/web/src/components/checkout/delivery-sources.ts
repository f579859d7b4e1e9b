import { ENDPOINTS, type AddressBody } from '@store/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useInvalidatingMutation } from '@/lib/mutation';

/** The member screens' key for the same reply (features/member), read once for all of them. */
export const myProfileQueryKey = ['member', 'myinfo'] as const;
export const savedAddressesQueryKey = ['address', 'list'] as const;

const getMyProfile = () => apiRequest(ENDPOINTS.member.myInfo);
const getSavedAddresses = () => apiRequest(ENDPOINTS.address.list);
const addSavedAddress = (body: AddressBody) => apiRequest(ENDPOINTS.address.add, { body });

/** The signed-in member's profile: who orders, and where to by default. */
export const useMyProfile = () => useQuery({ queryKey: myProfileQueryKey, queryFn: getMyProfile });

/** The member's saved delivery addresses. */
export const useSavedAddresses = () =>
  useQuery({ queryKey: savedAddressesQueryKey, queryFn: getSavedAddresses });

export const useAddSavedAddress = () =>
  useInvalidatingMutation(addSavedAddress, { invalidate: [savedAddressesQueryKey] });
