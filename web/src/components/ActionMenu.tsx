import type { ReactElement } from 'react';
import type { ActionMenuProps } from './ActionMenuView';
import { LoadOnPress, type PressHandlers } from './LoadOnPress';
import { onDemand } from './onDemand';

export type { MenuEntry } from './ActionMenuView';

const view = onDemand(() => import('./ActionMenuView').then((module) => module.ActionMenuView));

/**
 * A button with a menu of actions. Until the first press only the button is there: the menu's code
 * loads then (or on hover and focus), so a screen's first download leaves it out.
 */
export function ActionMenu({ trigger, ...props }: ActionMenuProps & { trigger: (handlers: PressHandlers) => ReactElement }) {
  return <LoadOnPress view={view} props={props} trigger={trigger} />;
}
