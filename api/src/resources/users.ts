import { clients, linkedToCompanies } from './clients.ts';
import { serializeFields, type ResourceDeclaration } from './declaration.ts';
import { operators } from './operators.ts';
import { personForContacts } from './people.ts';

/**
 * Anyone who can act (a message's actor): an operator or a contact, each shown in its own
 * resource's shape, is_operator telling which. Not routed; reachable only as a relation.
 */
export const users: ResourceDeclaration = {
  name: 'users',
  table: 'users',
  fields: { ...clients.fields, ...operators.fields },
  searchable: [],
  relations: {},
  defaultOrder: [['id', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.full_name },
  serialize: (row) => serializeFields(Number(row.is_operator) > 0 ? operators.fields : clients.fields, row),
  contactView: {
    ...personForContacts,
    // Their own record and their companies' contacts, as the clients resource shows them.
    whole: (eb, alias, viewer) =>
      eb.or([eb(`${alias}.id`, '=', viewer.userId), eb.and([eb(`${alias}.is_operator`, '=', 0), linkedToCompanies(eb, alias, viewer.companyIds)])]),
  },
};
