import { graphql } from 'react-relay/hooks';
import type { QuoteTemplateRecordQuery$data } from '../../__generated__/QuoteTemplateRecordQuery.graphql';
import type { RecordConfig } from '../../components/record/types';
import { useReloadRecord } from '../../components/related/useReloadRecord';
import { nlFields } from '../../i18n/nl/fields';
import { nlQuote } from '../../i18n/nl/quote';
import { nlResources } from '../../i18n/nl/resources';
import { useViewer } from '../../relay/viewer';
import { PhasesEditor } from '../project-phases/PhasesEditor';
import { QuoteLayout } from '../quotes/QuoteLayout';

const detailQuery = graphql`
  query QuoteTemplateRecordQuery($id: ID!) {
    record: quoteTemplate(id: $id) {
      id
      databaseId
      label
      name
      totalExcl
      introText
      footerText
      projectPhases(first: 50, orderBy: [{ field: "order", direction: ASC }]) {
        edges {
          node {
            ...PhasesEditor_phases
          }
        }
      }
      createdAt
      updatedAt
    }
  }
`;

const createMutation = graphql`
  mutation QuoteTemplateRecordCreateMutation($input: CreateQuoteTemplateInput!) {
    result: createQuoteTemplate(input: $input) {
      record: quoteTemplate {
        id
        databaseId
        label
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const updateMutation = graphql`
  mutation QuoteTemplateRecordUpdateMutation($input: UpdateQuoteTemplateInput!) {
    result: updateQuoteTemplate(input: $input) {
      record: quoteTemplate {
        id
        databaseId
        label
        introText
        footerText
        updatedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation QuoteTemplateRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteQuoteTemplate(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

type QuoteTemplate = NonNullable<QuoteTemplateRecordQuery$data['record']>;

const f = nlFields;
const t = nlQuote;

/** Tab Fases: the template's phases and lines, copied into each quote made from it. */
function TemplatePhasesTab({ template }: { template: QuoteTemplate }) {
  const [reload] = useReloadRecord(detailQuery, template.databaseId);
  return (
    <PhasesEditor
      phases={template.projectPhases?.edges.map((edge) => edge.node) ?? []}
      owner={{ morphableType: 'quote-templates', morphableId: template.databaseId }}
      onChanged={reload}
      totalLabel={t.total}
    />
  );
}

/** Tab Opmaak: the intro and footer a quote from this template starts with. */
function TemplateLayoutTab({ template }: { template: QuoteTemplate }) {
  const viewer = useViewer();
  const [reload] = useReloadRecord(detailQuery, template.databaseId);
  return (
    <QuoteLayout
      id={template.id}
      introText={template.introText}
      footerText={template.footerText}
      updateMutation={updateMutation}
      canUpdate={viewer.permissions.has('quote-templates.update')}
      onSaved={reload}
    />
  );
}

// Spec back-office §2: like a quote without status, phases plus the layout tab.
export const quoteTemplateRecord: RecordConfig<QuoteTemplate> = {
  type: 'quote-templates',
  texts: nlResources['quote-templates'],
  listPath: '/deals/quote-templates',
  recordPath: (id) => `/deals/quote-templates/${id}`,
  detailQuery,
  createMutation,
  updateMutation,
  deleteMutation,
  subjectType: 'quote-templates',
  template: true,
  tabs: [
    { id: 'phases', name: 'project-phases', label: t.phasesTab, count: (template) => ({ value: template.projectPhases?.edges.length ?? 0 }), render: (template) => <TemplatePhasesTab template={template} /> },
    { id: 'layout', name: 'quote-templates', visible: true, label: t.layoutTab, render: (template) => <TemplateLayoutTab template={template} /> },
  ],
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 191 },
  ],
};
