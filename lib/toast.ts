/**
 * The app's toasts: sonner's `toast.success` / `toast.error`, with sonner (and its Toaster) fetched
 * on the first toast rather than on every page load (issue 16: ~10 kB gzip no visitor needs before
 * something has happened). The Toaster is mounted by <LazyToaster /> in the root layout; a toast
 * waits until it listens, so none is lost.
 */
type Sonner = typeof import("sonner");
type ToastOptions = Parameters<Sonner["toast"]["success"]>[1];
type ToastMessage = Parameters<Sonner["toast"]["success"]>[0];

let sonner: Promise<Sonner> | null = null;
let toasterReady: Promise<void> | null = null;
let resolveToasterReady: (() => void) | null = null;
const mountListeners = new Set<() => void>();
let mountRequested = false;

/** For <LazyToaster />: whether a toast has asked for the Toaster, and a way to hear when one does. */
export function toasterRequested(): boolean {
  return mountRequested;
}
export function onToasterRequested(listener: () => void): () => void {
  mountListeners.add(listener);
  return () => {
    mountListeners.delete(listener);
  };
}
/** Called by the Toaster once it is mounted (its subscription to sonner's store is live). */
export function toasterMounted(): void {
  resolveToasterReady?.();
}

function ready(): Promise<Sonner> {
  sonner ??= import("sonner");
  if (!toasterReady) {
    toasterReady = new Promise<void>((resolve) => {
      resolveToasterReady = resolve;
    });
    mountRequested = true;
    for (const listener of mountListeners) listener();
  }
  const loaded = sonner;
  return toasterReady.then(() => loaded);
}

export const toast = {
  success(message: ToastMessage, options?: ToastOptions): void {
    void ready().then((m) => m.toast.success(message, options));
  },
  error(message: ToastMessage, options?: ToastOptions): void {
    void ready().then((m) => m.toast.error(message, options));
  },
};
