import { Checkbox } from '@chakra-ui/react';
import { useState } from 'react';
import { useRelayEnvironment } from 'react-relay/hooks';
import { notify } from '../../components/toaster';
import { nlTasks } from '../../i18n/nl/tasks';
import { interpolate } from '../../lib/interpolate';
import { useViewer } from '../../relay/viewer';
import { setTaskDone } from './taskMutations';

/** The checklist tick in a task row: done or open again, through the update mutation. */
export function TaskDoneToggle({ id, task, completed }: { id: string; task: string | null | undefined; completed: boolean | null | undefined }) {
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const [busy, setBusy] = useState(false);
  const done = completed === true;
  const change = async (next: boolean) => {
    setBusy(true);
    if (await setTaskDone(environment, id, next)) notify('success', next ? nlTasks.done : nlTasks.reopened);
    setBusy(false);
  };
  return (
    <Checkbox.Root
      size="sm"
      checked={done}
      disabled={busy || !viewer.permissions.has('tasks.update')}
      onCheckedChange={(details) => void change(details.checked === true)}
      data-testid="task-done-toggle"
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{interpolate(nlTasks.toggle, { task: task ?? '' })}</Checkbox.Label>
    </Checkbox.Root>
  );
}
