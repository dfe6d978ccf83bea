import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';

export interface OnDemand<P> {
  /** The component once it is needed and its code has arrived; null before. */
  useComponent: (needed: boolean) => ComponentType<P> | null;
  /** Starts loading the code early (on hover or focus), so a press finds it there. */
  preload: () => void;
}

/**
 * A component whose code loads when it is first needed (a dialog when it first opens, a menu when it
 * is first pressed), so a screen's first download leaves it out. Unlike React.lazy it suspends
 * nothing: what renders inside it keeps its own loading states, and the screen stays as it is while
 * the code arrives. A failed load is thrown to the nearest error boundary.
 */
export function onDemand<P>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const start = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function useComponent(needed: boolean): ComponentType<P> | null {
    const [component, setComponent] = useState<ComponentType<P> | null>(() => loaded);
    const [failure, setFailure] = useState<unknown>(null);
    useEffect(() => {
      if (!needed || component) return;
      let current = true;
      start().then(
        (arrived) => current && setComponent(() => arrived),
        (error: unknown) => current && setFailure(error),
      );
      return () => {
        current = false;
      };
    }, [needed, component]);
    if (failure) throw failure;
    return needed ? (component ?? loaded) : null;
  }

  return { useComponent, preload: () => void start().catch(() => undefined) };
}

/** True from the first render in which `open` is true: a dialog stays mounted after that, so it can close with focus returned. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/**
 * A dialog whose code loads when it first opens (`isOpen` of its props); it stays mounted after
 * that, so it closes as it should and returns focus where it was.
 */
export function dialogOnDemand<P extends object>(load: () => Promise<ComponentType<P>>, isOpen: (props: P) => boolean): ComponentType<P> {
  const view = onDemand(load);
  return function DialogOnDemand(props: P) {
    const View = view.useComponent(useOpenedOnce(isOpen(props)));
    return View ? <View {...props} /> : null;
  };
}

/**
 * Where focus goes back to when a dialog closes: the element that had it when the dialog opened,
 * if that is still on the page. A dialog loaded on demand is mounted already open, so Chakra's
 * dialog does not see what had focus before; this does (read before the dialog moves focus in).
 */
export function useFocusBeforeOpen(open: boolean): () => HTMLElement | null {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
  }, [open]);
  return useCallback(() => (opener.current?.isConnected ? opener.current : null), []);
}
