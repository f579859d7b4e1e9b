/** A value of a multipart body: a text (sent trimmed), a number, or files and names repeated. */
export type MultipartValue = string | number | boolean | readonly (File | string)[] | undefined;

/**
 * The multipart body of a catalogue write: each text trimmed under its name, numbers and flags as
 * decimal strings, each file (or name to drop) under its field's name, nothing for `undefined`.
 */
export function toMultipart(fields: Readonly<Record<string, MultipartValue>>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'string') body.append(name, value.trim());
    else if (typeof value === 'object') for (const item of value) body.append(name, item);
    else body.append(name, String(value));
  }
  return body;
}
