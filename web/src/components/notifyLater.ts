export type ToastVariant = 'info' | 'danger' | 'warning' | 'success';

type Notify = (variant: ToastVariant, message: string) => void;

let toaster: Notify | null = null;
let show: (() => void) | null = null;
const pending: Parameters<Notify>[] = [];

/** The toaster's module, when it loads: shows what waited for it, and from then on every toast. */
export function registerToaster(notify: Notify): void {
  toaster = notify;
  show?.();
  for (const [variant, message] of pending.splice(0)) notify(variant, message);
}

/** The page's toast host: `onWanted` runs once toasts are needed (at once when they already are). */
export function whenToasterWanted(onWanted: () => void): () => void {
  show = onWanted;
  if (toaster || pending.length > 0) onWanted();
  return () => {
    show = null;
  };
}

/**
 * A toast from a screen of the first download (the login), which does not carry the toaster:
 * it loads with the first toast.
 */
export function notifyLater(variant: ToastVariant, message: string): void {
  if (toaster) {
    toaster(variant, message);
    return;
  }
  pending.push([variant, message]);
  show?.();
}
