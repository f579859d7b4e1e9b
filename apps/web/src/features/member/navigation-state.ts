/** Location state `/member/passwordCheck` hands to `/member/myinfo/modify`. */
export interface PasswordCheckedState {
  passwordChecked: true;
}

export const isPasswordChecked = (state: unknown): boolean =>
  (state as Partial<PasswordCheckedState> | null)?.passwordChecked === true;

/** Location state the find-password screen hands to `/member/resetPassword` after verification. */
export interface ResetPasswordState {
  memberId: string;
  email: string;
  verified: true;
}

export function resetPasswordStateOf(state: unknown): ResetPasswordState | null {
  const { memberId, email, verified } = (state ?? {}) as Partial<ResetPasswordState>;
  return typeof memberId === 'string' && typeof email === 'string' && verified === true
    ? { memberId, email, verified }
    : null;
}
