import { Badge } from '@chakra-ui/react';
import { graphql } from 'react-relay/hooks';
import type { QuoteRecordQuery$data } from '../../__generated__/QuoteRecordQuery.graphql';
import { dealLookup, operatorLookup } from '../lookups/lookups';
import { optionList } from '../lookups/referenceLists';
import type { RecordConfig } from '../../components/record/types';
import { nlFields } from '../../i18n/nl/fields';
import { nlOptions } from '../../i18n/nl/options';
import { nlQuote } from '../../i18n/nl/quote';
import { nlResources } from '../../i18n/nl/resources';
import { badgePalette } from '../../lib/badgeColor';
import { quoteStatusChoices } from '../../lib/quoteLines';
import { useReloadRecord } from '../../components/related/useReloadRecord';
import { useViewer } from '../../relay/viewer';
import { PhasesEditor } from '../project-phases/PhasesEditor';
import { QuoteActions } from './QuoteActions';
import { QuoteAside } from './QuoteAside';
import { QuoteLayout } from './QuoteLayout';

export const quoteDetailQuery = graphql`
  query QuoteRecordQuery($id: ID!) {
    record: quote(id: $id) {
      id
      databaseId
      customValues {
        name
        value
        label
      }
      label
      reference
      name
      statusId
      statusLabel
      statusColor
      sentAt
      totalExcl
      introText
      footerText
      deal {
        databaseId
        label
        description
        statusId
        companyId
        clientId
        stage {
          label
          name
        }
        company {
          databaseId
          label
          name
        }
        client {
          databaseId
          label
          fullName
          email
        }
      }
      projects(first: 20) {
        edges {
          node {
            databaseId
            label
            name
          }
        }
      }
      projectPhases(first: 50, orderBy: [{ field: "order", direction: ASC }]) {
        edges {
          node {
            ...PhasesEditor_phases
          }
        }
      }
      operator {
        databaseId
        label
        fullName
      }
      archivedAt
      createdAt
      updatedAt
    }
  }
`;

export const quoteUpdateMutation = graphql`
  mutation QuoteRecordUpdateMutation($input: UpdateQuoteInput!) {
    result: updateQuote(input: $input) {
      record: quote {
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

const archiveMutation = graphql`
  mutation QuoteRecordArchiveMutation($input: RecordIdInput!) {
    result: archiveQuote(input: $input) {
      record: quote {
        id
        archivedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const restoreMutation = graphql`
  mutation QuoteRecordRestoreMutation($input: RecordIdInput!) {
    result: restoreQuote(input: $input) {
      record: quote {
        id
        archivedAt
      }
      userErrors {
        field
        message
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation QuoteRecordDeleteMutation($input: RecordIdInput!) {
    result: deleteQuote(input: $input) {
      deletedId
      userErrors {
        field
        message
      }
    }
  }
`;

export type QuoteRecord = NonNullable<QuoteRecordQuery$data['record']>;

const f = nlFields;
const t = nlQuote;
const statusOptions = optionList(nlOptions.quoteStatus);
const ACCEPTED = 3;

/** Tab Fases: the phases with their lines; an accepted quote's are read only. */
function QuotePhasesTab({ quote }: { quote: QuoteRecord }) {
  const [reload] = useReloadRecord(quoteDetailQuery, quote.databaseId);
  return (
    <PhasesEditor
      phases={quote.projectPhases?.edges.map((edge) => edge.node) ?? []}
      owner={{ morphableType: 'quotes', morphableId: quote.databaseId, companyId: quote.deal?.companyId, clientId: quote.deal?.clientId }}
      onChanged={reload}
      totalLabel={t.quoteTotal}
      readOnly={quote.statusId === ACCEPTED}
    />
  );
}

/** The sidebar, reloading the quote once it was sent. */
function QuoteSidebar({ quote }: { quote: QuoteRecord }) {
  const [reload] = useReloadRecord(quoteDetailQuery, quote.databaseId);
  return <QuoteAside quote={quote} onSent={reload} />;
}

/** Tab Opmaak: intro and footer, saved one at a time. */
function QuoteLayoutTab({ quote }: { quote: QuoteRecord }) {
  const viewer = useViewer();
  const [reload] = useReloadRecord(quoteDetailQuery, quote.databaseId);
  return (
    <QuoteLayout
      id={quote.id}
      introText={quote.introText}
      footerText={quote.footerText}
      updateMutation={quoteUpdateMutation}
      canUpdate={viewer.permissions.has('quotes.update')}
      onSaved={reload}
    />
  );
}

export const quoteRecord: RecordConfig<QuoteRecord> = {
  type: 'quotes',
  customFields: 'quotes',
  texts: nlResources['quotes'],
  listPath: '/deals/quotes',
  recordPath: (id) => `/deals/quotes/${id}`,
  detailQuery: quoteDetailQuery,
  updateMutation: quoteUpdateMutation,
  archiveMutation,
  restoreMutation,
  deleteMutation,
  subjectType: 'quotes',
  title: (quote) => [quote.reference, quote.name].filter(Boolean).join(' · ') || `#${quote.databaseId}`,
  badges: (quote) =>
    typeof quote.statusLabel === 'string' ? (
      <Badge colorPalette={badgePalette(typeof quote.statusColor === 'string' ? quote.statusColor : null)} variant="subtle" data-testid="quote-status">
        {quote.statusLabel}
      </Badge>
    ) : null,
  // Spec back-office §2: an accepted quote is changed in its project.
  notices: (quote) => (quote.statusId === ACCEPTED ? [t.acceptedWarning] : []),
  aside: (quote) => <QuoteSidebar quote={quote} />,
  headerActions: (quote, { reload }) => <QuoteActions quote={quote} onChanged={reload} />,
  tabs: [
    { id: 'phases', name: 'project-phases', label: t.phasesTab, count: (quote) => ({ value: quote.projectPhases?.edges.length ?? 0 }), render: (quote) => <QuotePhasesTab quote={quote} /> },
    { id: 'layout', name: 'quotes', visible: true, label: t.layoutTab, render: (quote) => <QuoteLayoutTab quote={quote} /> },
  ],
  fields: [
    { name: 'name', label: f.name, kind: 'text', required: true, maxLength: 191 },
    {
      name: 'statusId',
      label: f.status,
      kind: 'select',
      numeric: true,
      // 'Goedgekeurd' comes from accepting (which makes the project), never from the form.
      options: (_viewer, record) => {
        const allowed = quoteStatusChoices(statusOptions.map((option) => option.value), typeof record?.statusId === 'number' ? record.statusId : null);
        return statusOptions.filter((option) => allowed.includes(option.value));
      },
    },
    { name: 'dealId', label: f.deal, kind: 'relation', relation: 'deal', lookup: dealLookup },
    { name: 'operatorId', label: f.operator, kind: 'relation', relation: 'operator', lookup: operatorLookup },
  ],
};
