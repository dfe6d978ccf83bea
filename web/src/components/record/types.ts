import type { ReactNode } from 'react';
import type { GraphQLTaggedNode } from 'relay-runtime';
import type { ResourceTexts } from '../../i18n/resources';
import type { FormValue } from '../../lib/recordForm';
import type { ViewerInfo } from '../../relay/viewer';
import type { FormField } from '../form/types';

/** What every record's detail query returns beside its fields (aliased as `record`). */
export interface RecordBase {
  readonly id: string;
  readonly databaseId: number;
  readonly label?: string | null;
  readonly archivedAt?: string | null;
  readonly createdAt?: string | null;
  readonly updatedAt?: string | null;
  readonly badgeText?: string | null;
  readonly badgeColor?: string | null;
}

/**
 * A record type's create and detail screens. The GraphQL documents use fixed aliases so one
 * screen serves every type:
 * - detailQuery($id: ID!) { record: x(id: $id) { id databaseId label archivedAt ...fields } }
 * - createMutation / updateMutation / archiveMutation / restoreMutation:
 *   result: mutation(input: $input) { record: x { id databaseId label } userErrors { field message } }
 * - deleteMutation: result: deleteX(input: $input) { deletedId userErrors { field message } }
 */
export interface RecordConfig<Rec extends RecordBase = RecordBase> {
  /** Resource name: permissions {type}.show/.store/.update/.archive/.destroy. */
  type: string;
  /** Route names are {routeResource}.show/.store; usually the type. */
  routeResource?: string;
  texts: ResourceTexts;
  /** The list screen: breadcrumb, and where a missing record sends the user. */
  listPath: string;
  /** The detail screen of a record. */
  recordPath: (databaseId: number) => string;
  fields: readonly FormField[];
  detailQuery: GraphQLTaggedNode;
  createMutation?: GraphQLTaggedNode;
  updateMutation?: GraphQLTaggedNode;
  archiveMutation?: GraphQLTaggedNode;
  restoreMutation?: GraphQLTaggedNode;
  deleteMutation?: GraphQLTaggedNode;
  /** Values a new record starts with (before the route query). */
  defaults?: (viewer: ViewerInfo) => Record<string, FormValue>;
  /** Template routes show a 'Sjabloon' badge. */
  template?: boolean;
  /** Operator routes never offer 'Verwijderen'. */
  operatorRoute?: boolean;
  /** The record's title on its detail screen; default its label. */
  title?: (record: Rec) => string;
  /** Badges beside the title (a ticket's reference). */
  badges?: (record: Rec) => ReactNode;
  /** Type name for the activity log's subject_type. */
  subjectType?: string;
  /** More on the detail screen: tabs, related lists. */
  extra?: (record: Rec) => ReactNode;
  /** Replaces the whole detail body (tickets keep their own screen). */
  body?: (record: Rec, controls: DetailControls) => ReactNode;
}

export interface DetailControls {
  reload: () => void;
}
