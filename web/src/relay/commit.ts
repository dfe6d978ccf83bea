import { commitMutation, type Environment, type GraphQLTaggedNode, type MutationParameters } from 'relay-runtime';
import { notify, notifyValidation } from '../components/toaster';
import type { UserErrorLike } from '../lib/userErrors';
import { operationOf, type OperationSource } from './lazyOperation';
import { reportMutationFailure } from './errors';

/** Commits a mutation as a promise: the response, or the network or GraphQL failure. */
export function commitAsync<TMutation extends MutationParameters>(
  environment: Environment,
  mutation: GraphQLTaggedNode,
  variables: TMutation['variables'],
): Promise<TMutation['response']> {
  return new Promise((resolve, reject) => {
    commitMutation<TMutation>(environment, {
      mutation,
      variables,
      onCompleted: (response) => resolve(response),
      onError: reject,
    });
  });
}

/** A mutation that takes one `input`, as every mutation of the schema does. */
export interface InputMutation<TResponse> {
  variables: { input: Record<string, unknown> };
  response: TResponse;
}

/** The payload of an action (aliased `result`): the server's text and its refusals. */
export interface ActionResult {
  message?: string | null;
  userErrors: readonly UserErrorLike[];
  [key: string]: unknown;
}

/**
 * Runs an action: refusals become the validation toast, failures the error toast, success the
 * server's text as a success toast (unless quiet: a group reports once). Resolves with the
 * payload on success, else null. The mutation may still be loading: actions behind a button load
 * their operation when pressed, not with the screen.
 */
export async function runAction(
  environment: Environment,
  mutation: OperationSource,
  input: Record<string, unknown>,
  { quiet = false }: { quiet?: boolean } = {},
): Promise<ActionResult | null> {
  let result: ActionResult | null | undefined;
  try {
    result = (await commitAsync<InputMutation<{ result?: ActionResult | null }>>(environment, await operationOf(mutation), { input })).result;
  } catch (error) {
    reportMutationFailure(error);
    return null;
  }
  if (!result) return null;
  if (result.userErrors.length > 0) {
    notifyValidation(result.userErrors);
    return null;
  }
  if (result.message && !quiet) notify('success', result.message);
  return result;
}
