import { SAVED_MEMBER_ID_KEY } from '@store/contract';

// Storage may be unavailable (privacy modes); the id is then simply not remembered.
export function readSavedMemberId(): string | null {
  try {
    return localStorage.getItem(SAVED_MEMBER_ID_KEY);
  } catch {
    return null;
  }
}

export function saveMemberId(memberId: string): void {
  try {
    localStorage.setItem(SAVED_MEMBER_ID_KEY, memberId);
  } catch {
    // Not remembered.
  }
}

export function forgetSavedMemberId(): void {
  try {
    localStorage.removeItem(SAVED_MEMBER_ID_KEY);
  } catch {
    // Nothing stored.
  }
}
