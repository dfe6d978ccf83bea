import type { AppDialogProps } from './AppDialogView';
import { dialogOnDemand } from './onDemand';

export type { AppDialogProps } from './AppDialogView';

/** A modal with a title, a body and Annuleren/Opslaan, full screen on phones; its code loads when it first opens. */
export const AppDialog = dialogOnDemand<AppDialogProps>(
  () => import('./AppDialogView').then((module) => module.AppDialogView),
  (props) => props.open,
);
