import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { OnDemand } from './onDemand';

/** What the button needs before the menu's code is there: a press loads it, hover and focus start early. */
export interface PressHandlers {
  onClick?: () => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
}

/** What a menu or popover loaded on press receives beside its own props. */
export interface PressedProps {
  /** Draws its trigger: the same button that stood there before. */
  trigger: (handlers: PressHandlers) => ReactElement;
}

interface LoadOnPressProps<P> {
  view: OnDemand<P & PressedProps>;
  props: P;
  trigger: (handlers: PressHandlers) => ReactElement;
  /**
   * For a parent that holds the open state itself: called once the loaded one has taken the
   * button's place after the first press, so it opens as on any later press (focus moves into it,
   * and back to its button when it closes).
   */
  onPress?: () => void;
}

/**
 * A closed menu or popover whose code loads on the first press of its button: until then only the
 * button is there. The loaded one takes the button's place and stays; it is first mounted by the
 * press, so it opens at once (`defaultOpen`, or the parent's open state set by `onPress`).
 */
export function LoadOnPress<P extends object>({ view, props, trigger, onPress }: LoadOnPressProps<P>) {
  const [pressed, setPressed] = useState(false);
  const View = view.useComponent(pressed);
  const opened = useRef(false);
  useEffect(() => {
    if (!View || opened.current) return;
    opened.current = true;
    onPress?.();
  }, [View, onPress]);
  if (View) return <View {...props} trigger={trigger} />;
  return trigger({ onClick: () => setPressed(true), onPointerEnter: view.preload, onFocus: view.preload });
}
