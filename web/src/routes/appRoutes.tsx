import { redirect, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { nlPages } from '../i18n/nl/pages';
import { SIGN_IN_START_PATH } from '../screens/login/MicrosoftSignIn';
import { ComingSoonPage, InfoPage } from '../screens/pages/InfoPage';
import { NotFoundPage } from '../screens/pages/NotFoundPage';
import { requireSetupCompleted, systemStatus, TWO_FACTOR_ENROL_PATH } from './guard';
import { withFallback } from './withFallback';
import { listPrintRoutes, pageRoute } from './resourceRoutes';
import { RouteError } from './RouteError';
import { RelayRoot } from './RelayRoot';
import { PLANNED_ROUTES } from './routeTable';
import { shellLoader } from './shellLoader';
import { shellCode } from './firstScreens';
import { ticketRoutes } from '../screens/tickets/routes';
import { companyRoutes } from '../screens/companies/routes';
import { clientRoutes } from '../screens/clients/routes';
import { operatorRoutes } from '../screens/operators/routes';
import { assetRoutes } from '../screens/assets/routes';
import { contractRoutes } from '../screens/contracts/routes';
import { dealRoutes } from '../screens/deals/routes';
import { projectRoutes } from '../screens/projects/routes';
import { ticketGroupRoutes } from '../screens/ticket-groups/routes';
import { slaRoutes } from '../screens/slas/routes';
import { openingHoursRoutes } from '../screens/opening-hours/routes';
import { roleRoutes } from '../screens/roles/routes';
import { mailboxRoutes } from '../screens/mailboxes/routes';
import { subscriptionRoutes } from '../screens/subscriptions/routes';
import { invoiceRoutes } from '../screens/invoices/routes';
import { openTimeLineRoutes } from '../screens/invoices/open/routes';
import { quoteRoutes } from '../screens/quotes/routes';
import { ticketTemplateRoutes } from '../screens/ticket-templates/routes';
import { quoteTemplateRoutes } from '../screens/quote-templates/routes';
import { statsScreens } from '../screens/stats/routes';
import { projectPhaseRoutes } from '../screens/project-phases/routes';
import { subscriptionLineRoutes } from '../screens/subscription-lines/routes';
import { contractPeriodRoutes } from '../screens/contract-periods/routes';
import { cloudSubscriptionRoutes } from '../screens/cloud-subscriptions/routes';
import { activityLogRoutes } from '../screens/activity-log/routes';
import { taskRoutes } from '../screens/tasks/routes';
import { permissionRoutes } from '../screens/permissions/routes';
import { settingsRoutes } from '../screens/settings/routes';
import { phoneRoutes } from '../screens/phone/routes';
import { plannerRoutes } from '../screens/planner/routes';
import { exportRoutes } from '../screens/exports/routes';
import { importRoutes } from '../screens/imports/routes';
import { cockpitRoute, wallDisplayRoute } from '../screens/cockpit/routes';
import { profileRoutes } from '../screens/profile/routes';
import { portalRoutes } from '../screens/portal/routes';

// The error pages show these too, so they are in the first download already.
const notFound = () => Promise.resolve(NotFoundPage);

/** A public page's loader: like login it needs a completed setup. */
async function afterSetup() {
  await requireSetupCompleted();
  return null;
}

const built: RouteObject[] = [
  ...ticketRoutes,
  ...ticketGroupRoutes,
  ...ticketTemplateRoutes,
  ...companyRoutes,
  ...clientRoutes,
  ...operatorRoutes,
  ...assetRoutes,
  ...contractRoutes,
  ...dealRoutes,
  ...quoteRoutes,
  ...quoteTemplateRoutes,
  ...projectRoutes,
  ...slaRoutes,
  ...openingHoursRoutes,
  ...roleRoutes,
  ...mailboxRoutes,
  ...subscriptionRoutes,
  ...openTimeLineRoutes,
  ...invoiceRoutes,
  ...projectPhaseRoutes,
  ...subscriptionLineRoutes,
  ...contractPeriodRoutes,
  ...cloudSubscriptionRoutes,
  ...activityLogRoutes,
  ...taskRoutes,
  ...permissionRoutes,
  ...settingsRoutes,
  ...phoneRoutes,
  ...plannerRoutes,
  ...exportRoutes,
  ...importRoutes,
];
built.push(...listPrintRoutes(built));
const statsRoutes = [
  ...statsScreens.map(({ path, page: stats }) =>
    pageRoute(path, 'stats.index', () => import('../screens/stats/StatsScreen').then(({ StatsScreen }) => () => <StatsScreen page={stats} />)),
  ),
  pageRoute('stats/registered-time', 'stats.index', () => import('../screens/stats/RegisteredTimeScreen').then((m) => m.RegisteredTimeScreen)),
];
const builtPaths = new Set([...built, ...statsRoutes].map((route) => route.path));

const planned: RouteObject[] = PLANNED_ROUTES.filter((entry) => !builtPaths.has(entry.path)).map((entry) =>
  pageRoute(entry.path, entry.name, () => Promise.resolve(() => <ComingSoonPage title={entry.title} />)),
);

// The top-level routes outside the shell are listed in signedOutStart.ts too: a signed-out first
// load of any other address opens the login before this table has arrived.
const routes = withFallback([
  // Outside the shell: until enrolled, the shell's own calls would be refused.
  {
    path: TWO_FACTOR_ENROL_PATH,
    lazy: {
      loader: () => import('../screens/profile/TwoFactorEnrolPage').then((m) => m.twoFactorEnrolLoader),
      Component: () => import('../screens/profile/TwoFactorEnrolPage').then((m) => m.TwoFactorEnrolPage),
    },
    ErrorBoundary: RouteError,
  },
  ...portalRoutes,
  {
    path: '/setup',
    // Once set up, the setup page has nothing to do.
    loader: async () => ((await systemStatus()).setupCompleted ? redirect('/login') : null),
    lazy: { Component: () => import('../screens/credentials/SetupPage').then((m) => m.SetupPage) },
    ErrorBoundary: RouteError,
  },
  // Public pages; like login they need a completed setup.
  {
    path: '/password-reset',
    loader: afterSetup,
    lazy: { Component: () => import('../screens/credentials/PasswordResetRequestPage').then((m) => m.PasswordResetRequestPage) },
    ErrorBoundary: RouteError,
  },
  {
    path: '/password-reset/:token',
    lazy: {
      loader: () => import('../screens/credentials/PasswordSetPage').then((m) => m.passwordSetLoader),
      Component: () => import('../screens/credentials/PasswordSetPage').then((m) => m.PasswordSetPage),
    },
    ErrorBoundary: RouteError,
  },
  {
    path: '/billing',
    loader: afterSetup,
    lazy: { Component: () => import('../screens/pages/SetupPage').then(({ PublicPage }) => () => <PublicPage title={nlPages.billingTitle} />) },
    ErrorBoundary: RouteError,
  },
  // The customer's quote link from the e-mail: no sign-in, outside the shell.
  { path: '/offerte/:token', lazy: { Component: () => import('../screens/public-quote/PublicQuotePage').then((m) => m.PublicQuotePage) }, ErrorBoundary: RouteError },
  // Signing in with Microsoft: off to its sign-in page, and back with the code (in the query, or in the path).
  ...[
    { path: SIGN_IN_START_PATH, lazy: { Component: () => import('../screens/login/MicrosoftSignInSteps').then((m) => m.MicrosoftSignInStart) } },
    { path: '/msgraph/code', lazy: { Component: () => import('../screens/login/MicrosoftSignInSteps').then((m) => m.MicrosoftSignInCallback) } },
    { path: '/msgraph/code/:code', lazy: { Component: () => import('../screens/login/MicrosoftSignInSteps').then((m) => m.MicrosoftSignInCallback) } },
  ].map((route) => ({ ...route, loader: afterSetup, ErrorBoundary: RouteError })),
  // One dashboard full screen, without the header: for a wall display.
  wallDisplayRoute,
  {
    id: 'shell',
    loader: shellLoader,
    // The signed-in user does not change while navigating.
    shouldRevalidate: () => false,
    lazy: { Component: () => shellCode().then((m) => m.ShellRoute) },
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect('/cockpit') },
      cockpitRoute,
      pageRoute('cockpit/registered-time', 'cockpit.registered-time', () => import('../screens/time/weekly/RegisteredTimePage').then((m) => m.RegisteredTimePage)),
      ...profileRoutes,
      pageRoute('api-settings', 'api-settings', () => Promise.resolve(() => <InfoPage title={nlPages.apiSettingsTitle} text={nlPages.apiSettingsText} />)),
      pageRoute('403', null, () => import('../screens/pages/ForbiddenPage').then((m) => m.ForbiddenPage)),
      pageRoute('404', null, notFound),
      ...built,
      ...statsRoutes,
      ...planned,
      // An unknown address says so where it was typed, for a signed-in user.
      pageRoute('*', null, notFound),
    ],
  },
]);

/**
 * Every route but the login's, loaded after it (router.tsx): Relay's environment is provided here,
 * so the login page does without it.
 */
export const appRoutes: RouteObject[] = [{ id: 'app', Component: RelayRoot, HydrateFallback: PageSpinner, ErrorBoundary: RouteError, children: routes }];
