import { sql } from 'kysely';
import { unprocessable } from '../../errors.ts';
import { field, type FieldErrors, type ResourceDeclaration } from '../declaration.ts';
import { belongsTo, permissionsFor, resulting } from './common.ts';
import { morphTargetExists, ticketArchived } from './morph.ts';
import { refuseClosedInvoiced } from '../ticket-rules.ts';
import { followInvoiceLine, onExportedInvoice, registerLineInvoicing } from './line-invoicing.ts';
import { USED_PRODUCT_TEXTS, usedProductInvoicing } from './used-product-invoicing.ts';

export const TICKET_ARCHIVED_PRODUCTS = USED_PRODUCT_TEXTS.archived;

/** Articles used on a ticket; invoiced lines carry the invoice. */
export const usedProducts: ResourceDeclaration = {
  registerRoutes: (app, context) => registerLineInvoicing(usedProducts, usedProductInvoicing)(app, context),
  name: 'used-products',
  route: 'used-products',
  table: 'used_products',
  permissions: permissionsFor('used-products', 'store', 'update', 'destroy'),
  label: { singular: 'Gebruikt artikel', plural: 'gebruikte artikelen' },
  fields: {
    id: field.integer(),
    executed_at: field.date({ input: { label: 'Datum', required: true } }),
    product_code: field.string({ input: { label: 'Artikelcode', max: 50 } }),
    description: field.string({ input: { label: 'Omschrijving', required: true, max: 255 } }),
    quantity: field.decimal({ input: { label: 'Aantal', required: true, min: -100_000, max: 100_000, default: 1 } }),
    price: field.decimal({ input: { label: 'Prijs', min: -1_000_000, max: 1_000_000, default: 0 } }),
    total: field.computed('decimal', (alias) => sql`round(${sql.ref(`${alias}.quantity`)} * ${sql.ref(`${alias}.price`)}, 2)`),
    invoice_id: field.integer(),
    /** The line on the invoice this article became; edits follow it there. */
    invoice_line_id: field.integer(),
    /** Defaults to the caller. */
    actor_id: field.integer({ input: { label: 'Behandelaar', exists: 'operators' } }),
    morphable_type: field.string({ input: { label: 'Type', in: ['tickets'], default: 'tickets', createOnly: true } }),
    morphable_id: field.integer({ input: { label: 'Ticket', required: true, createOnly: true } }),
    ticket_id: field.integer(),
    created_at: field.timestamp(),
    updated_at: field.timestamp(),
  },
  searchable: ['description', 'product_code'],
  relations: {
    ticket: belongsTo('tickets', 'ticket_id'),
    morphable: { kind: 'morphTo', typeField: 'morphable_type', idField: 'morphable_id', targets: { tickets: 'tickets' } },
    actor: belongsTo('users', 'actor_id'),
    invoice: { ...belongsTo('invoices', 'invoice_id'), ifRegistered: true },
  },
  defaultOrder: [['created_at', 'desc']],
  perPage: 15,
  appends: { _label: (row) => row.description },
  ownership: { via: 'ticket' },
  validate: async (context, input, existing) => {
    const errors: FieldErrors = {};
    const ticketId = Number(resulting(input, existing, 'morphable_id'));
    if (existing === null && !(await morphTargetExists(context, input.morphable_type ?? 'tickets', input.morphable_id))) {
      errors.morphable_id = ['Het ticket bestaat niet.'];
    } else if (await ticketArchived(context, ticketId)) {
      errors.morphable_id = [TICKET_ARCHIVED_PRODUCTS];
    } else if (existing !== null && (await onExportedInvoice(context, existing.invoice_id))) {
      errors.invoice_id = [USED_PRODUCT_TEXTS.exported];
    }
    return errors;
  },
  beforeCreate: ({ user }, values) => ({ ...values, actor_id: values.actor_id ?? user?.id ?? null }),
  beforeDelete: async (context, existing) => {
    if (await ticketArchived(context, existing.ticket_id)) throw unprocessable({ id: [TICKET_ARCHIVED_PRODUCTS] });
    await refuseClosedInvoiced(context, [existing]);
    if (await onExportedInvoice(context, existing.invoice_id)) throw unprocessable({ id: [USED_PRODUCT_TEXTS.exported] });
  },
  afterWrite: followInvoiceLine(usedProductInvoicing),
};
