import type { ReactNode } from 'react';
import type { Environment } from 'relay-runtime';
import type { FormFieldSpec, FormValue, FormValues, SelectOption } from '../../lib/recordForm';
import type { OperationSource } from '../../relay/lazyOperation';
import type { ViewerInfo } from '../../relay/viewer';
import type { FieldFilter } from '../../lib/filters';

/**
 * Finding records of a type for a relation field: `search` takes `$search: String` and returns
 * `list { edges { node { databaseId label } } }`; `find` takes `$id: ID!` and returns
 * `record { databaseId label }` (labels for prefilled ids).
 */
export interface RelationLookup {
  search: OperationSource;
  find?: OperationSource;
  /** Where a related record opens, for links on the detail screen. */
  path?: (databaseId: number) => string;
}

export interface FormField extends FormFieldSpec {
  lookup?: RelationLookup;
  /** Select options: fixed, or from the viewer's reference lists and the record being edited (absent when creating). */
  options?: readonly SelectOption[] | ((viewer: ViewerInfo, record?: Readonly<Record<string, unknown>>) => readonly SelectOption[]);
  /** Select options: every record of a small catalogue (statuses, stages, services). */
  catalog?: RelationLookup;
  /** A select's related record on the detail screen (stage for stageId), for its label. */
  shows?: string;
  /** Below the input (text or a link): fixed, or from the form's values and the record being edited (absent when creating). */
  help?: ReactNode | ((values: FormValues, record?: Readonly<Record<string, unknown>>) => ReactNode);
  /** Takes the full width of the form. */
  wide?: boolean;
  /** Only on the create form (passwords, one-off choices). */
  createOnlyVisible?: boolean;
  /** Left out of form and detail for viewers without this (the role field needs permissions.index). */
  visibleFor?: (viewer: ViewerInfo) => boolean;
  /**
   * Checked with the server when the input loses focus, unless empty or unchanged (an asset's
   * unique tracking number): answers the inline message, or null when the value is fine.
   */
  checkOnBlur?: (value: string, environment: Environment, record?: Readonly<Record<string, unknown>>) => Promise<string | null>;
  /**
   * Narrows a relation search by the form's other values (a ticket's contact among its company's
   * contacts); with a narrowing the select lists its records before anything is typed. The
   * lookup's search query takes `$filter`.
   */
  filterBy?: (values: FormValues) => readonly FieldFilter[] | null;
  /** Other fields a change of this one sets (an operator type picks its role). */
  derive?: (value: FormValue, values: FormValues, viewer: ViewerInfo) => FormValues;
}
