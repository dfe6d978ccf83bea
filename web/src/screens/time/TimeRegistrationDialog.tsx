import { onDemand } from '../../components/onDemand';
import type { TimeRegistrationDialogProps } from './TimeRegistrationDialogView';

export type { TimeRegistrationDialogProps, TimeRegistrationPrefill } from './TimeRegistrationDialogView';

const view = onDemand(() => import('./TimeRegistrationDialogView').then((module) => module.TimeRegistrationDialogView));

/**
 * The time dialog (spec core §5): time spent or start and end, date and start time in steps of five
 * minutes, activity, operator, description and, on a project phase, the project line. New or edited.
 * Its code loads when it opens; closed, it is not there at all.
 */
export function TimeRegistrationDialog(props: TimeRegistrationDialogProps) {
  const View = view.useComponent(props.open);
  return View ? <View {...props} /> : null;
}
