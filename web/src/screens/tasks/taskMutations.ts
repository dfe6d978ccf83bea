import { graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { GroupAction, ListRowBase } from '../../components/list/types';
import { runRecordMutation } from '../../components/record/recordMutations';
import { notify, notifyValidation } from '../../components/toaster';
import { nlTasks } from '../../i18n/nl/tasks';
import { interpolate } from '../../lib/interpolate';
import { reportMutationFailure } from '../../relay/errors';

const updateMutation = graphql`
  mutation taskMutationsCompleteMutation($input: UpdateTaskInput!) {
    result: updateTask(input: $input) {
      record: task {
        id
        databaseId
        completed
        executedAt
        completedByUser {
          fullName
        }
      }
      userErrors {
        field
        message
      }
    }
  }
`;

/**
 * Marks a task done (now, by the signed-in user: the service records who) or open again
 * (spec core §4, Task). Reports a refusal itself; true when it went through.
 */
export async function setTaskDone(environment: Environment, id: string, done: boolean): Promise<boolean> {
  try {
    const result = await runRecordMutation(environment, updateMutation, { id, executedAt: done ? new Date().toISOString() : null });
    if (result.userErrors.length > 0) {
      notifyValidation(result.userErrors);
      return false;
    }
    return true;
  } catch (error) {
    reportMutationFailure(error);
    return false;
  }
}

async function setAll(rows: readonly ListRowBase[], environment: Environment, done: boolean): Promise<void> {
  let succeeded = 0;
  for (const row of rows) if (await setTaskDone(environment, row.id, done)) succeeded += 1;
  if (succeeded > 0) notify('success', interpolate(done ? nlTasks.doneMany : nlTasks.reopenedMany, { count: succeeded }));
}

export const markTasksDone: GroupAction = {
  id: 'mark-done',
  label: nlTasks.markDone,
  permission: 'tasks.update',
  run: (rows, environment) => setAll(rows, environment, true),
};

export const markTasksOpen: GroupAction = {
  id: 'mark-open',
  label: nlTasks.markOpen,
  permission: 'tasks.update',
  run: (rows, environment) => setAll(rows, environment, false),
};
