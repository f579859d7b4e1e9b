/** The store's name as its pages and messages write it. */
export const STORE_NAME = '빌림마켓';

/** Text written into HTML (an element's content or a quoted attribute), every special mark escaped. */
export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
