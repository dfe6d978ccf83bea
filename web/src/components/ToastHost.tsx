import { lazy, Suspense, useEffect, useState } from 'react';
import { whenToasterWanted } from './notifyLater';

const AppToaster = lazy(() => import('./toastView').then((m) => ({ default: m.AppToaster })));

/** The toaster, mounted once the first toast waits for it. */
export function ToastHost() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => whenToasterWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
