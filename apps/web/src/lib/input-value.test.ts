import { describe, expect, it } from 'vitest';
import { keepInField } from './input-value';

describe('keepInField', () => {
  it('puts the kept value in the field when it differs from what was typed', () => {
    const field = document.createElement('input');
    field.value = '12a';
    expect(keepInField(field, '12')).toBe('12');
    expect(field.value).toBe('12');
  });

  it('leaves a field that already shows the kept value alone (the caret stays)', () => {
    const field = document.createElement('input');
    field.value = '123';
    field.setSelectionRange(1, 1);
    expect(keepInField(field, '123')).toBe('123');
    expect(field.selectionStart).toBe(1);
  });
});
