import { Checkbox } from '@chakra-ui/react';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { notify } from '../../components/toaster';
import { nlTasks } from '../../i18n/nl/tasks';
import { interpolate } from '../../lib/interpolate';
import { useViewer } from '../../relay/viewer';
import { setTaskDone } from '../tasks/taskMutations';

/** The tick of a phase task; done, it lets the phase ask for the time spent on it (core §4). */
export function PhaseTaskToggle({ id, task, completed, onCompleted }: { id: string; task: string | null | undefined; completed: boolean | null | undefined; onCompleted: () => void }) {
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const [busy, setBusy] = useState(false);
  const change = async (done: boolean) => {
    setBusy(true);
    const ok = await setTaskDone(environment, id, done);
    setBusy(false);
    if (!ok) return;
    notify('success', done ? nlTasks.done : nlTasks.reopened);
    if (done) onCompleted();
  };
  return (
    <Checkbox.Root
      size="sm"
      checked={completed === true}
      disabled={busy || !viewer.permissions.has('tasks.update')}
      onCheckedChange={(details) => void change(details.checked === true)}
      data-testid="phase-task-toggle"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{interpolate(nlTasks.toggle, { task: task ?? '' })}</Checkbox.Label>
    </Checkbox.Root>
  );
}
