import type { Environment } from 'relay-runtime';
import type { UserErrorLike } from '../../lib/userErrors';
import { commitAsync, type InputMutation } from '../../relay/commit';
import { operationOf, type OperationSource } from '../../relay/lazyOperation';

export interface RecordPayload {
  record: { id: string; databaseId: number; label?: string | null } | null;
  deletedId: string | null;
  userErrors: UserErrorLike[];
}

// A type alias, not an interface: only those meet the response shape Relay asks of a mutation.
type AliasedResponse = {
  result?: {
    record?: { id: string; databaseId: number; label?: string | null } | null;
    deletedId?: string | null;
    userErrors?: readonly UserErrorLike[];
  } | null;
};

/**
 * Runs one of a record type's mutations (their payloads are aliased `result { record userErrors }`),
 * loading it first if it is not at hand.
 */
export async function runRecordMutation(environment: Environment, mutation: OperationSource, input: Record<string, unknown>): Promise<RecordPayload> {
  const { result } = await commitAsync<InputMutation<AliasedResponse>>(environment, await operationOf(mutation), { input });
  return { record: result?.record ?? null, deletedId: result?.deletedId ?? null, userErrors: [...(result?.userErrors ?? [])] };
}
