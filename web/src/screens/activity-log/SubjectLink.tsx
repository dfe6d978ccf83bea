import { graphql, useFragment } from 'react-relay/hooks';
import type { SubjectLink_entry$key } from '../../__generated__/SubjectLink_entry.graphql';
import { linkCell } from '../../components/list/cells';
import { subjectPath, subjectTypeLabel } from './subjects';

const fragment = graphql`
  fragment SubjectLink_entry on ActivityLogEntry {
    subjectType
    subjectId
    subject {
      __typename
      ... on Ticket { label }
      ... on TicketTemplate { label }
      ... on TicketGroup { label }
      ... on Company { label }
      ... on Client { label }
      ... on Operator { label }
      ... on Asset { label }
      ... on Contract { label }
      ... on ContractPeriod { label }
      ... on Deal { label }
      ... on Quote { label }
      ... on QuoteTemplate { label }
      ... on Project { label }
      ... on ProjectPhase { label }
      ... on CustomerSubscription { label }
      ... on SubscriptionLine { label }
      ... on Invoice { label }
      ... on Role { label }
      ... on Sla { label }
      ... on Task { label }
      ... on Config { label }
    }
  }
`;

/** The record an entry is about, by its own name when it still exists (else type and number), linking to its detail screen. */
export function SubjectLink({ entry }: { entry: SubjectLink_entry$key }) {
  const data = useFragment(fragment, entry);
  const label = data.subject && 'label' in data.subject ? data.subject.label : null;
  return linkCell(label || `${subjectTypeLabel(data.subjectType)} #${data.subjectId ?? ''}`, subjectPath(data.subjectType, data.subjectId));
}
