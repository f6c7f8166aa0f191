/**
 * A value kept in localStorage that every view of it follows: `onChange` runs on this tab's own
 * `event` (dispatched by whoever writes the value here) and on another tab's write, when
 * `fromOtherTab` accepts that storage event. `fromOtherTab` may first bring this document in line
 * (the theme's class, the persona's palette). Returns the unsubscribe, for useSyncExternalStore.
 */
export function subscribeToStoredValue(event: string, fromOtherTab: (event: StorageEvent) => boolean, onChange: () => void): () => void {
  const onStorage = (storageEvent: StorageEvent) => {
    if (fromOtherTab(storageEvent)) onChange();
  };
  window.addEventListener(event, onChange);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(event, onChange);
    window.removeEventListener("storage", onStorage);
  };
}
