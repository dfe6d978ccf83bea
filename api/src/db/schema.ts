import type { ColumnType, Generated } from 'kysely';

/** Read as Date; written as Date or ISO string; defaults to now() where the column has one. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** jsonb is written as a JSON string so both drivers bind it the same way. */
type Json<T> = ColumnType<T, string | undefined, string>;

export interface TenantsTable {
  id: Generated<number>;
  subdomain: string;
  name: string;
  setup_completed: Generated<boolean>;
  trial_ends_at: NullableTimestamp;
  modules: Json<Record<string, boolean>>;
  cockpit_setup_completed: Generated<boolean>;
  cockpit_dashboard_id: number | null;
  created_at: Timestamp;
}

export interface UsersTable {
  id: Generated<number>;
  tenant_id: number;
  email: string | null;
  password_hash: string | null;
  first_name: string;
  prefix: string | null;
  last_name: string;
  acronym: string | null;
  telephone: string | null;
  telephone_cell: string | null;
  is_operator: number;
  is_active: Generated<boolean>;
  badge_text: string | null;
  badge_color: string | null;
  configs: Json<Record<string, unknown>>;
  language: Generated<string>;
  azure_user_id: string | null;
  /** When the customer's directory (Microsoft 365) last said the account is disabled; null while enabled. */
  azure_disabled_at: NullableTimestamp;
  activity_id: number | null;
  activated_2fa_at: NullableTimestamp;
  /** Encrypted with the app key (auth/secret-box.ts); set at enrolment, active once activated_2fa_at is. */
  two_factor_secret: string | null;
  /** The last TOTP time step used, so a code works once. */
  two_factor_last_step: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  archived_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CompaniesTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  debtor_code: string | null;
  badge_text: string | null;
  badge_color: string | null;
  attn: string | null;
  address_1: string | null;
  address_2: string | null;
  postal_code: string | null;
  city: string | null;
  country_id: number | null;
  telephone: string | null;
  invoice_email: string | null;
  administrative_emails: string | null;
  payment_term_days: number | null;
  direct_debit_hours: Generated<boolean>;
  direct_debit_subscriptions: Generated<boolean>;
  direct_debit_imported_invoice_lines: Generated<boolean>;
  invoice_to: number | null;
  email_domains: string | null;
  operator_id: number | null;
  rmm_id: string | null;
  azure_sync: Json<Record<string, unknown> | null> | null;
  archived_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CompanyUserTable {
  company_id: number;
  user_id: number;
}

export interface TicketStatusesTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  internal_type: number;
  order: number;
}

export interface PrioritiesTable {
  id: Generated<number>;
  tenant_id: number;
  label: string;
  style: string;
  order: number;
  is_default: Generated<boolean>;
}

export interface TicketsTable {
  id: Generated<number>;
  tenant_id: number;
  reference: string;
  description: string;
  status_id: number;
  priority_id: number | null;
  line_type: number;
  company_id: number | null;
  client_id: number | null;
  operator_id: number | null;
  cc: string | null;
  original_email_from: string | null;
  is_template: Generated<boolean>;
  sla_id: number | null;
  ticket_type_id: number | null;
  first_response_expires_at: NullableTimestamp;
  resolved_expires_at: NullableTimestamp;
  first_responded_at: NullableTimestamp;
  resolved_at: NullableTimestamp;
  archived_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  /** Its category links, kept by triggers on category_ticket (migration 0030). */
  category_count: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MessagesTable {
  id: Generated<number>;
  tenant_id: number;
  message: string;
  actor_id: number | null;
  morphable_type: string;
  morphable_id: number;
  is_from_client: boolean;
  send_to_client: boolean;
  visible_to_client: boolean;
  is_pinned: boolean;
  is_sent: boolean;
  type: string | null;
  to: string | null;
  cc: string | null;
  bcc: string | null;
  original_email_from: string | null;
  reply_to: string | null;
  original_email_from_name: string | null;
  time_spent: number | null;
  activity_id: number | null;
  description: string | null;
  executed_at: NullableTimestamp;
  /** jsonb: written as a JSON text. */
  data: ColumnType<unknown, string | null | undefined, string | null>;
  send_error: string | null;
  email_message_id: string | null;
  email_in_reply_to: string | null;
  email_references: string | null;
  /** jsonb: the sender-authentication results (SPF, DKIM, DMARC) of a received mail. */
  mail_auth: ColumnType<unknown, string | null | undefined, string | null>;
  mail_auth_failed: Generated<boolean>;
  quoted_html: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface MailboxesTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  address: string;
  protocol: Generated<string>;
  is_active: Generated<boolean>;
  imap_host: string | null;
  imap_port: number | null;
  imap_secure: Generated<boolean>;
  imap_username: string | null;
  imap_password: string | null;
  imap_folder: Generated<string>;
  imap_processed_folder: string | null;
  /** bigint: pg hands it back as a string. */
  imap_uid_validity: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  imap_last_uid: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  last_checked_at: NullableTimestamp;
  last_error: string | null;
  default_status_id: number | null;
  default_priority_id: number | null;
  default_category_id: number | null;
  default_operator_id: number | null;
  unknown_sender_company_id: number | null;
  create_contacts: Generated<boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One mail taken from a mailbox, so none is taken twice; outcome says what became of it. */
export interface InboundMailsTable {
  id: Generated<number>;
  tenant_id: number;
  mailbox_id: number;
  message_id: string;
  sender: string | null;
  subject: string | null;
  outcome: string;
  reason: string | null;
  ticket_id: number | null;
  stored_message_id: number | null;
  received_at: Timestamp;
}

export interface RolesTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  display_name: string;
  operator: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
}

export interface RolePermissionTable {
  role_id: number;
  permission_id: number;
}

export interface UserRoleTable {
  user_id: number;
  role_id: number;
}

export interface TokensTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  refresh_until: Timestamp;
  revoked_at: NullableTimestamp;
  /** The operator who opened this session as the contact ("log in as contact"); null for an own login. */
  impersonator_id: number | null;
  created_at: Timestamp;
  user_agent: string | null;
  ip: string | null;
  last_used_at: NullableTimestamp;
}

/** A consent or sign-in round trip to the identity platform in progress (migrations-msgraph.ts). */
export interface MsgraphStatesTable {
  id: Generated<number>;
  tenant_id: number;
  purpose: 'usersync' | 'signin';
  company_id: number | null;
  user_id: number | null;
  state_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Generated<Date>;
}

export interface PortalLoginsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  impersonator_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
  user_agent: string | null;
  ip: string | null;
  last_used_at: NullableTimestamp;
}

export interface TwoFactorRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface NotificationSettingsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  notification_type: string;
  channel: string;
  enabled: boolean;
}

export interface PasswordLinksTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number;
  kind: 'invite' | 'reset';
  token_hash: string;
  created_by: number | null;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface ActivityLogTable {
  id: Generated<number>;
  tenant_id: number;
  subject_type: string;
  subject_id: number;
  causer_id: number | null;
  event: string;
  properties: Json<Record<string, unknown>>;
  created_at: Timestamp;
}

export interface CustomFieldsTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  title: string;
  type: number;
  morphable_type: string;
  order: Generated<number>;
  options: Json<unknown[]>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CustomValuesTable {
  id: Generated<number>;
  tenant_id: number;
  morphable_type: string;
  morphable_id: number;
  custom_field: string;
  value: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ConfigsTable {
  id: Generated<number>;
  tenant_id: number;
  name: string;
  value: string | null;
  input_type: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TablePresetsTable {
  id: Generated<number>;
  tenant_id: number;
  user_id: number | null;
  label: string;
  styling: string;
  type: string;
  columns_config: Json<unknown>;
  filter_config: Json<unknown>;
  order_config: Json<unknown>;
  pagination_config: Json<unknown>;
  is_cockpit: Generated<boolean>;
  cockpit_widget_id: number | null;
  order: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface TicketSlaPausesTable {
  id: Generated<number>;
  tenant_id: number;
  ticket_id: number;
  started_at: Timestamp;
  ended_at: NullableTimestamp;
}

export interface TicketSlaEscalationsTable {
  tenant_id: number;
  ticket_id: number;
  target: 'first_response' | 'resolve';
  kind: 'warning' | 'expired';
  due_at: Timestamp;
  created_at: Timestamp;
}

export interface SchemaMigrationsTable {
  name: string;
  applied_at: Timestamp;
}

export interface Database {
  mailboxes: MailboxesTable;
  inbound_mails: InboundMailsTable;
  tenants: TenantsTable;
  users: UsersTable;
  companies: CompaniesTable;
  company_user: CompanyUserTable;
  ticket_statuses: TicketStatusesTable;
  priorities: PrioritiesTable;
  tickets: TicketsTable;
  messages: MessagesTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permission: RolePermissionTable;
  user_role: UserRoleTable;
  tokens: TokensTable;
  password_links: PasswordLinksTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  notification_settings: NotificationSettingsTable;
  portal_logins: PortalLoginsTable;
  msgraph_states: MsgraphStatesTable;
  activity_log: ActivityLogTable;
  custom_fields: CustomFieldsTable;
  custom_values: CustomValuesTable;
  configs: ConfigsTable;
  table_presets: TablePresetsTable;
  ticket_sla_pauses: TicketSlaPausesTable;
  ticket_sla_escalations: TicketSlaEscalationsTable;
  schema_migrations: SchemaMigrationsTable;
}
