import type { ConfirmDialogProps } from './ConfirmDialogView';
import { dialogOnDemand } from './onDemand';

export type { ConfirmDialogProps } from './ConfirmDialogView';

/**
 * The one confirmation of the client: a yes/no question; default buttons 'Ok' and 'Annuleren'
 * (spec core §8). Its code loads when it is first asked.
 */
export const ConfirmDialog = dialogOnDemand<ConfirmDialogProps>(
  () => import('./ConfirmDialogView').then((module) => module.ConfirmDialogView),
  (props) => props.open,
);
