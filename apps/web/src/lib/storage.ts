/**
 * One value kept in local storage, which may be unavailable (privacy modes, storage disabled):
 * reading then finds nothing, and keeping or removing it does nothing.
 */
export function storedValue(key: string) {
  return {
    read: (): string | null => {
      try {
        return localStorage.getItem(key);
      } catch {
        return null;
      }
    },
    write: (value: string): void => {
      try {
        localStorage.setItem(key, value);
      } catch {
        // Not kept: it lasts as long as the page.
      }
    },
    remove: (): void => {
      try {
        localStorage.removeItem(key);
      } catch {
        // Nothing stored, nothing to remove.
      }
    },
  };
}
