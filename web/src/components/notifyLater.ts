import type { ReactNode } from 'react';

export type ToastVariant = 'info' | 'danger' | 'warning' | 'success';

export interface NotifyOptions {
  title?: string;
  duration?: number;
}

type Notify = (variant: ToastVariant, message: ReactNode, options?: NotifyOptions) => void;

let toaster: Notify | null = null;
let show: (() => void) | null = null;
const pending: Parameters<Notify>[] = [];

/** The toaster's module, when it loads: shows what waited for it, and from then on every toast. */
export function registerToaster(notify: Notify): void {
  toaster = notify;
  show?.();
  for (const [variant, message, options] of pending.splice(0)) notify(variant, message, options);
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
 * A toast. The toaster's own code (Chakra's toast machine and its view) is not in any screen's
 * first download: it loads with the first toast, which shows as soon as it is there.
 */
export function notifyLater(variant: ToastVariant, message: ReactNode, options?: NotifyOptions): void {
  if (toaster) {
    toaster(variant, message, options);
    return;
  }
  pending.push([variant, message, options]);
  show?.();
}
