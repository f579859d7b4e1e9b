import { SAVED_MEMBER_ID_KEY } from '@store/contract';
import { storedValue } from '@/lib/storage';

// Without storage (privacy modes) the id is simply not remembered.
const savedMemberId = storedValue(SAVED_MEMBER_ID_KEY);

export const readSavedMemberId = savedMemberId.read;
export const saveMemberId = savedMemberId.write;
export const forgetSavedMemberId = savedMemberId.remove;
