import { readFileSync } from 'node:fs';
import { GraphQLScalarType, Kind, type ValueNode } from 'graphql';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { accountResolvers } from './accounts.ts';
import { authResolvers } from './auth.ts';
import { credentialResolvers } from './credentials.ts';
import { portalResolvers } from './portal.ts';
import { exportResolvers } from './exports.ts';
import { invoiceDocumentResolvers } from './invoice-documents.ts';
import { quoteDocumentResolvers } from './quote-documents.ts';
import { messageResolvers } from './messages.ts';
import { messageSendingResolvers } from './message-sending.ts';
import { slaReportResolvers, statisticsResolvers } from './statistics.ts';
import { customValueResolvers } from './custom-values.ts';
import { phoneResolvers } from './phone.ts';
import { searchResolvers } from './search.ts';
import { ticketActionResolvers } from './ticket-actions.ts';
import { quoteActionResolvers } from './quote-actions.ts';
import { accountingSettingsResolvers } from './accounting-settings.ts';
import { calendarResolvers } from './calendar.ts';
import { directorySyncResolvers } from './directory-sync.ts';
import { microsoftSignInResolvers } from './microsoft-sign-in.ts';
import { contractActionResolvers } from './contract-actions.ts';
import { invoiceActionResolvers } from './invoice-actions.ts';
import { presetResolvers } from './presets.ts';
import { ticketWorkResolvers } from './ticket-work.ts';
import { detectedTimeResolvers } from './detected-time.ts';
import { securityResolvers } from './security.ts';
import { readModel, type RecordModel } from './model.ts';
import { attachRecordResolvers, loadNode, nodeType, personType } from './records.ts';
import { ticketMessageSubscription } from '../live/ticket-messages.ts';
import { recordChangeResolvers } from '../live/record-changes.ts';
import { notificationResolvers } from './notifications.ts';
import { cockpitResolvers } from './cockpit.ts';
import { widgetChangeResolvers } from '../live/widget-changes.ts';
import type { Context } from './context.ts';

const typeDefs = readFileSync(new URL('../../../schema.graphql', import.meta.url), 'utf8');

const DateTime = new GraphQLScalarType({
  name: 'DateTime',
  serialize: (value) => (value instanceof Date ? value.toISOString() : String(value)),
  parseValue: (value) => String(value),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : null),
});

const DateScalar = new GraphQLScalarType({
  name: 'Date',
  serialize: (value) => String(value).slice(0, 10),
  parseValue: (value) => String(value),
  parseLiteral: (ast) => (ast.kind === Kind.STRING ? ast.value : null),
});

function literal(ast: ValueNode): unknown {
  switch (ast.kind) {
    case Kind.STRING:
    case Kind.ENUM:
      return ast.value;
    case Kind.BOOLEAN:
      return ast.value;
    case Kind.INT:
    case Kind.FLOAT:
      return Number(ast.value);
    case Kind.LIST:
      return ast.values.map(literal);
    case Kind.OBJECT:
      return Object.fromEntries(ast.fields.map((field) => [field.name.value, literal(field.value)]));
    default:
      return null;
  }
}

const JSONScalar = new GraphQLScalarType({
  name: 'JSON',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: literal,
});

/** Internal values are the REST service's internal_type numbers. */
const TicketStatusType = { OPEN: 1, CLOSED: 2, ARCHIVED: 3, WAITING_FOR_REPLY: 4, GOT_REPLY: 5, SCHEDULED: 6 };

export function buildSchema() {
  let model: RecordModel | undefined;
  const base = makeExecutableSchema({
    typeDefs,
    resolvers: [
      { DateTime, Date: DateScalar, JSON: JSONScalar, TicketStatusType },
      {
        // The model is read from the finished schema; type resolution happens only at run time.
        Node: { __resolveType: (row: any) => nodeType(model!, row) },
        Person: { __resolveType: personType },
        Query: {
          node: (_: unknown, args: { id: string }, ctx: Context) => loadNode(ctx, ctx.model, args.id),
          nodes: (_: unknown, args: { ids: string[] }, ctx: Context) => Promise.all(args.ids.map((id) => loadNode(ctx, ctx.model, id))),
        },
      },
      authResolvers,
      credentialResolvers,
      accountResolvers,
      portalResolvers,
      messageResolvers,
      messageSendingResolvers,
      presetResolvers,
      statisticsResolvers,
      slaReportResolvers,
      customValueResolvers,
      phoneResolvers,
      searchResolvers,
      exportResolvers,
      quoteDocumentResolvers,
      invoiceDocumentResolvers,
      ticketActionResolvers,
      quoteActionResolvers,
      accountingSettingsResolvers,
      calendarResolvers,
      directorySyncResolvers,
      microsoftSignInResolvers,
      contractActionResolvers,
      invoiceActionResolvers,
      ticketWorkResolvers,
      detectedTimeResolvers,
      securityResolvers,
      { Subscription: ticketMessageSubscription },
      recordChangeResolvers,
      notificationResolvers,
      cockpitResolvers,
      widgetChangeResolvers,
    ],
  });
  model = readModel(base);
  return { schema: attachRecordResolvers(base, model), model };
}
