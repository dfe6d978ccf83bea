import { activities } from './core/activities.ts';
import { attachments } from './core/attachments.ts';
import { businessHourContracts } from './core/business-hour-contracts.ts';
import { categories, services, ticketSources, ticketTypes } from './core/catalogues.ts';
import { cockpitDashboards, cockpitWidgets, externalDashboards } from './core/cockpit.ts';
import { countries } from './core/countries.ts';
import { dataExports } from './core/exports.ts';
import { locations } from './core/locations.ts';
import { notifications } from './core/notifications.ts';
import { products } from './core/products.ts';
import { slaPriorities, slas } from './core/slas.ts';
import { tasks } from './core/tasks.ts';
import { templates } from './core/templates.ts';
import { ticketGroups } from './core/ticket-groups.ts';
import { ticketTemplates } from './core/ticket-templates.ts';
import { timeRegistrations } from './core/time-registrations.ts';
import { usedProducts } from './core/used-products.ts';
import type { ResourceDeclaration } from './declaration.ts';

/** The ticket domain beyond tickets, statuses, priorities and messages (registered in registry.ts). */
export const coreResourceDeclarations: ResourceDeclaration[] = [
  ticketTemplates,
  ticketGroups,
  ticketSources,
  ticketTypes,
  categories,
  services,
  attachments,
  usedProducts,
  timeRegistrations,
  tasks,
  notifications,
  cockpitDashboards,
  cockpitWidgets,
  externalDashboards,
  dataExports,
  templates,
  products,
  activities,
  countries,
  locations,
  slas,
  slaPriorities,
  businessHourContracts,
];
