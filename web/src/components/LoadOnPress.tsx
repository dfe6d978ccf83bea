import { useState, type ReactElement } from 'react';
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
  /** Called with the first press, for a parent that holds the open state itself. */
  onPress?: () => void;
}

/**
 * A closed menu or popover whose code loads on the first press of its button: until then only the
 * button is there. The loaded one takes the button's place and stays; it is first mounted by the
 * press, so it starts open (`defaultOpen`, or the parent's open state set by `onPress`).
 */
export function LoadOnPress<P extends object>({ view, props, trigger, onPress }: LoadOnPressProps<P>) {
  const [pressed, setPressed] = useState(false);
  const View = view.useComponent(pressed);
  if (View) return <View {...props} trigger={trigger} />;
  const press = () => {
    setPressed(true);
    onPress?.();
  };
  return trigger({ onClick: press, onPointerEnter: view.preload, onFocus: view.preload });
}
