import type { FieldPath, FieldValues } from 'react-hook-form';
import { NumberField, type NumberFieldProps } from '@/components/form-field';

export type WonFieldProps<V extends FieldValues, N extends FieldPath<V>> = Omit<
  NumberFieldProps<V, N>,
  'min' | 'step' | 'unit'
>;

/** An amount of the listing in won, typed in tens. */
export function WonField<V extends FieldValues, N extends FieldPath<V>>(
  props: WonFieldProps<V, N>,
) {
  return <NumberField {...props} min={0} step={10} unit="원" />;
}
