import { field, type ResourceDeclaration } from '../declaration.ts';
import { permissionsOf, phasesTotal, timestamps } from './shared.ts';

/** A quote without status or deal: phases and layout to start new quotes from. */
export const quoteTemplates: ResourceDeclaration = {
  name: 'quote-templates',
  route: 'quote-templates',
  table: 'quote_templates',
  permissions: permissionsOf('quote-templates'),
  label: { singular: 'Offertesjabloon', plural: 'Offertesjablonen' },
  fields: {
    id: field.integer(),
    name: field.string({ input: { label: 'Naam', required: true, max: 255 } }),
    intro_text: field.text({ input: { label: 'Introductie', max: 100000 } }),
    footer_text: field.text({ input: { label: 'Voettekst', max: 100000 } }),
    total_excl: field.computed('decimal', phasesTotal('quote-templates')),
    ...timestamps,
  },
  searchable: ['name'],
  relations: {
    project_phases: {
      kind: 'morphMany',
      target: 'project-phases',
      typeField: 'morphable_type',
      idField: 'morphable_id',
      morphType: 'quote-templates',
    },
  },
  defaultOrder: [['name', 'asc']],
  perPage: 15,
  appends: { _label: (row) => row.name },
};
