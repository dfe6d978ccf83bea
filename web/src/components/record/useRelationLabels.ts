import { useEffect, useState } from 'react';
import { fetchQuery, useRelayEnvironment } from 'react-relay/hooks';
import type { OperationType } from 'relay-runtime';
import type { FormValues, RelationValue } from '../../lib/recordForm';
import type { FormField } from '../form/types';
import { operationOf } from '../../relay/lazyOperation';
import { nodeLabel } from '../useCatalogOptions';

interface FindOperation extends OperationType {
  variables: { id: string };
  response: { readonly record?: { readonly databaseId: number; readonly label?: string | null; readonly name?: string | null } | null };
}

function needsLabel(value: unknown): value is RelationValue {
  return Boolean(value) && typeof value === 'object' && !Array.isArray(value) && String((value as RelationValue).label).startsWith('#');
}

/**
 * Prefilled relations arrive as ids (company_id=12): look their labels up before the form shows.
 * Returns null while looking.
 */
export function useRelationLabels(fields: readonly FormField[], values: FormValues): FormValues | null {
  const environment = useRelayEnvironment();
  const [resolved, setResolved] = useState<FormValues | null>(null);

  useEffect(() => {
    let cancelled = false;
    const jobs: Promise<void>[] = [];
    const next: FormValues = { ...values };
    for (const field of fields) {
      if (field.kind !== 'relation' || !field.lookup?.find) continue;
      const find = field.lookup.find;
      const value = values[field.name];
      const list = Array.isArray(value) ? (value as RelationValue[]) : needsLabel(value) ? [value] : [];
      const wanted = list.filter(needsLabel);
      if (wanted.length === 0) continue;
      jobs.push(
        Promise.all(
          wanted.map((item) =>
            operationOf(find)
              .then((operation) => fetchQuery<FindOperation>(environment, operation, { id: String(item.id) }).toPromise())
              .then((data) => (data?.record ? { id: data.record.databaseId, label: nodeLabel(data.record) } : null))
              .catch(() => null),
          ),
        ).then((found) => {
          const known = found.filter((f): f is RelationValue => f !== null);
          // An id that does not exist (any more) is not prefilled.
          next[field.name] = field.multiple ? known : (known[0] ?? null);
        }),
      );
    }
    if (jobs.length === 0) {
      setResolved(values);
      return undefined;
    }
    void Promise.all(jobs).then(() => {
      if (!cancelled) setResolved(next);
    });
    return () => {
      cancelled = true;
    };
  }, [environment, fields, values]);

  return resolved;
}
