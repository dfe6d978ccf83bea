import { assetCategories } from './back-office/asset-categories.ts';
import { assetStatuses } from './back-office/asset-statuses.ts';
import { assets } from './back-office/assets.ts';
import { cloudDistributionSubscriptionRelations } from './back-office/cloud-distribution-subscription-relations.ts';
import { cloudDistributionSubscriptions } from './back-office/cloud-distribution-subscriptions.ts';
import { cloudDistributionCompanies, cloudDistributors } from './back-office/cloud-distributors.ts';
import { contractPeriods } from './back-office/contract-periods.ts';
import { contracts } from './back-office/contracts.ts';
import { dealStages } from './back-office/deal-stages.ts';
import { deals } from './back-office/deals.ts';
import { importDefinitions } from './back-office/import-definitions.ts';
import { imports } from './back-office/imports.ts';
import { invoiceLines } from './back-office/invoice-lines.ts';
import { invoices } from './back-office/invoices.ts';
import { messageThreads } from './back-office/message-threads.ts';
import { prepaidCards } from './back-office/prepaid-cards.ts';
import { projectLines } from './back-office/project-lines.ts';
import { projectPhases } from './back-office/project-phases.ts';
import { projects } from './back-office/projects.ts';
import { quoteTemplates } from './back-office/quote-templates.ts';
import { quotes } from './back-office/quotes.ts';
import { subscriptionChanges } from './back-office/subscription-changes.ts';
import { subscriptionLines } from './back-office/subscription-lines.ts';
import { subscriptions } from './back-office/subscriptions.ts';
import type { ResourceDeclaration } from './declaration.ts';

/** The back-office resources: assets, contracts, sales, projects, subscriptions, invoicing, imports and cloud licences. */
export const backOfficeDeclarations: ResourceDeclaration[] = [
  assets,
  assetCategories,
  assetStatuses,
  contracts,
  contractPeriods,
  prepaidCards,
  deals,
  dealStages,
  messageThreads,
  quotes,
  quoteTemplates,
  projects,
  projectPhases,
  projectLines,
  subscriptions,
  subscriptionLines,
  subscriptionChanges,
  invoices,
  invoiceLines,
  imports,
  importDefinitions,
  cloudDistributors,
  cloudDistributionCompanies,
  cloudDistributionSubscriptions,
  cloudDistributionSubscriptionRelations,
];
