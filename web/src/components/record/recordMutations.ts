import { commitMutation, type Environment, type GraphQLTaggedNode } from 'relay-runtime';
import type { UserErrorLike } from '../../lib/userErrors';

export interface RecordPayload {
  record: { id: string; databaseId: number; label?: string | null } | null;
  deletedId: string | null;
  userErrors: UserErrorLike[];
}

interface AliasedResponse {
  result?: {
    record?: { id: string; databaseId: number; label?: string | null } | null;
    deletedId?: string | null;
    userErrors?: readonly UserErrorLike[];
  } | null;
}

/** Runs one of a record type's mutations (their payloads are aliased `result { record userErrors }`). */
export function runRecordMutation(environment: Environment, mutation: GraphQLTaggedNode, input: Record<string, unknown>): Promise<RecordPayload> {
  return new Promise((resolve, reject) => {
    commitMutation(environment, {
      mutation,
      variables: { input },
      onCompleted: (response) => {
        const result = (response as AliasedResponse).result;
        resolve({ record: result?.record ?? null, deletedId: result?.deletedId ?? null, userErrors: [...(result?.userErrors ?? [])] });
      },
      onError: reject,
    });
  });
}
