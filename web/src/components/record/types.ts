import type { ReactNode } from 'react';
import type { GraphQLTaggedNode } from 'relay-runtime';
import type { ResourceTexts } from '../../i18n/resources';
import type { FormValue, FormValues } from '../../lib/recordForm';
import type { TabCount, TabVisibility } from '../../lib/recordTabs';
import type { OperationSource } from '../../relay/lazyOperation';
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
 * The mutations may be lazy: they load on the first save, not with the screen.
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
  /**
   * The record type's custom fields (core §3) by their morphable_type: shown and edited after the
   * fields; the detail query then selects `customValues { name value label }`.
   */
  customFields?: string;
  detailQuery: GraphQLTaggedNode;
  createMutation?: OperationSource;
  updateMutation?: OperationSource;
  archiveMutation?: OperationSource;
  restoreMutation?: OperationSource;
  deleteMutation?: OperationSource;
  /** Values a new record starts with (before the route query). */
  defaults?: (viewer: ViewerInfo) => Record<string, FormValue>;
  /** Template routes show a 'Sjabloon' badge. */
  template?: boolean;
  /** Operator routes never offer 'Verwijderen'. */
  operatorRoute?: boolean;
  /** The record's title on its detail screen; default its label. */
  title?: (record: Rec) => string;
  /** Buttons of the record's own actions beside Acties (a quote's accept, decline, …). */
  headerActions?: (record: Rec, controls: DetailControls) => ReactNode;
  /** Badges beside the title (a ticket's reference). */
  badges?: (record: Rec) => ReactNode;
  /** Type name for the activity log's subject_type. */
  subjectType?: string;
  /** More on the detail screen beside the fields (a ticket's messages). */
  extra?: (record: Rec) => ReactNode;
  /** In the one-column layout the main column (a ticket's conversation) comes before the fields. */
  mainFirst?: boolean;
  /** More in the side column below the fields (a quote's deal, company, contact and projects). */
  aside?: (record: Rec) => ReactNode;
  /** Tabs of related records beside the fields (spec back-office §2). */
  tabs?: readonly RecordTab<Rec>[];
  /** The banner of an archived record; default 'Dit record is gearchiveerd.' */
  archivedBanner?: string;
  /** The archived banner carries the Herstel button itself (a ticket group, spec back-office §2). */
  restoreInBanner?: boolean;
  /** Asked before Herstel brings an archived record back (a ticket: 'Ticket herstellen'). */
  restoreConfirm?: { title: string; text: string };
  /** A record whose state forbids editing and deleting (an exported invoice): both are hidden. */
  locked?: (record: Rec) => boolean;
  /** An archived record that can no longer be edited (a ticket): the edit button is hidden. */
  lockedWhenArchived?: boolean;
  /** Warnings above the body for this record (a terminated subscription); an error or a hint where it says so. */
  notices?: (record: Rec) => readonly (string | RecordNotice)[];
  /** Replaces the whole detail body (tickets keep their own screen). */
  body?: (record: Rec, controls: DetailControls) => ReactNode;
  /**
   * A refusal on only this boolean input is a question (an operator's extra licence): its message is
   * asked with the title, and Ok sends the same input again with the field true.
   */
  confirmField?: { field: string; title: string; confirmLabel?: string };
  /** Saving changes what the signed-in session shows (operators): system status and own profile are read again. */
  reloadsSession?: boolean;
  /**
   * The create screen's values copied from the record `?duplicate={id}` names (an asset's
   * duplicate): given the copied form values, answers what the new record starts with.
   */
  duplicate?: (values: FormValues) => FormValues;
  /** Below the create form, given the form's values (an operator's e-mail lookup). */
  createExtra?: (values: FormValues) => ReactNode;
}

export interface RecordNotice {
  text: string;
  status: 'info' | 'warning' | 'error';
}

export interface DetailControls {
  reload: () => void;
}

/** One tab of a detail screen: label, optional count badge, when it shows, and what it holds. */
export interface RecordTab<Rec> extends Omit<TabVisibility, 'hidden'> {
  id: string;
  label: string;
  count?: (record: Rec) => TabCount | null;
  hidden?: (record: Rec) => boolean;
  render: (record: Rec) => ReactNode;
}
