import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/PageSpinner';
import { nl } from '../i18n/nl';
import { ForbiddenPage } from '../screens/pages/ForbiddenPage';
import { ComingSoonPage, InfoPage } from '../screens/pages/InfoPage';
import { NotFoundPage } from '../screens/pages/NotFoundPage';
import { PublicPage } from '../screens/pages/SetupPage';
import { PasswordResetRequestPage } from '../screens/credentials/PasswordResetRequestPage';
import { PasswordSetPage, passwordSetLoader } from '../screens/credentials/PasswordSetPage';
import { SetupPage } from '../screens/credentials/SetupPage';
import { PublicQuotePage } from '../screens/public-quote/PublicQuotePage';
import { MicrosoftSignInCallback, MicrosoftSignInStart, SIGN_IN_START_PATH } from '../screens/login/MicrosoftSignIn';
import { guardRoute, requireSetupCompleted, systemStatus, TWO_FACTOR_ENROL_PATH } from './guard';
import { LoginRoute, loginLoader } from './LoginRoute';
import { listPrintRoutes, type RouteHandle } from './resourceRoutes';
import { RouteError } from './RouteError';
import { PLANNED_ROUTES } from './routeTable';
import { ShellRoute, shellLoader } from './ShellRoute';
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
import { StatsScreen } from '../screens/stats/StatsScreen';
import { RegisteredTimeScreen } from '../screens/stats/RegisteredTimeScreen';
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
import { RegisteredTimePage } from '../screens/time/weekly/RegisteredTimePage';
import { cockpitRoute } from '../screens/cockpit/CockpitPage';
import { wallDisplayRoute } from '../screens/cockpit/WallDisplay';
import { profileRoutes } from '../screens/profile/routes';
import { TwoFactorEnrolPage, twoFactorEnrolLoader } from '../screens/profile/TwoFactorEnrolPage';
import { portalRoutes } from '../screens/portal/routes';

/** A signed-in page without data of its own: the guard checks its route name. */
function page(path: string, routeName: string | null, Component: () => React.ReactNode): RouteObject {
  return {
    path,
    handle: routeName ? ({ routeName } satisfies RouteHandle) : undefined,
    loader: async ({ request }: LoaderFunctionArgs) => {
      await guardRoute(request, routeName);
      return null;
    },
    Component,
    ErrorBoundary: RouteError,
  };
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
  ...statsScreens.map(({ path, page: stats }) => page(path, 'stats.index', () => <StatsScreen key={path} page={stats} />)),
  page('stats/registered-time', 'stats.index', RegisteredTimeScreen),
];
const builtPaths = new Set([...built, ...statsRoutes].map((route) => route.path));

const planned: RouteObject[] = PLANNED_ROUTES.filter((entry) => !builtPaths.has(entry.path)).map((entry) =>
  page(entry.path, entry.name, () => <ComingSoonPage title={entry.title} />),
);

/**
 * The first page's loaders run before anything is rendered; a top-level route without a fallback
 * renders nothing meanwhile and makes react-router warn on every load.
 */
const withFallback = (routes: RouteObject[]): RouteObject[] => routes.map((route) => ({ HydrateFallback: PageSpinner, ...route }) as RouteObject);

export const router = createBrowserRouter(withFallback([
  { path: '/login', loader: loginLoader, Component: LoginRoute, ErrorBoundary: RouteError },
  // Outside the shell: until enrolled, the shell's own calls would be refused.
  { path: TWO_FACTOR_ENROL_PATH, loader: twoFactorEnrolLoader, Component: TwoFactorEnrolPage, ErrorBoundary: RouteError },
  // The login of a guard (core §2 /login/{guard?}): 'portal' signs contact persons in to the customer portal.
  { path: '/login/:guard', loader: loginLoader, Component: LoginRoute, ErrorBoundary: RouteError },
  ...portalRoutes,
  {
    path: '/setup',
    // Once set up, the setup page has nothing to do.
    loader: async () => ((await systemStatus()).setupCompleted ? redirect('/login') : null),
    Component: SetupPage,
    ErrorBoundary: RouteError,
  },
  // Public pages; like login they need a completed setup.
  {
    path: '/password-reset',
    loader: async () => {
      await requireSetupCompleted();
      return null;
    },
    Component: PasswordResetRequestPage,
    ErrorBoundary: RouteError,
  },
  { path: '/password-reset/:token', loader: passwordSetLoader, Component: PasswordSetPage, ErrorBoundary: RouteError },
  {
    path: '/billing',
    loader: async () => {
      await requireSetupCompleted();
      return null;
    },
    Component: () => <PublicPage title={nl.pages.billingTitle} />,
    ErrorBoundary: RouteError,
  },
  // The customer's quote link from the e-mail: no sign-in, outside the shell.
  { path: '/offerte/:token', Component: PublicQuotePage, ErrorBoundary: RouteError },
  // Signing in with Microsoft: off to its sign-in page, and back with the code (in the query, or in the path).
  ...[
    { path: SIGN_IN_START_PATH, Component: MicrosoftSignInStart },
    { path: '/msgraph/code', Component: MicrosoftSignInCallback },
    { path: '/msgraph/code/:code', Component: MicrosoftSignInCallback },
  ].map((route) => ({
    ...route,
    loader: async () => {
      await requireSetupCompleted();
      return null;
    },
    ErrorBoundary: RouteError,
  })),
  // One dashboard full screen, without the header: for a wall display.
  wallDisplayRoute,
  {
    id: 'shell',
    loader: shellLoader,
    // The signed-in user does not change while navigating.
    shouldRevalidate: () => false,
    Component: ShellRoute,
    ErrorBoundary: RouteError,
    children: [
      { index: true, loader: () => redirect('/cockpit') },
      cockpitRoute,
      page('cockpit/registered-time', 'cockpit.registered-time', RegisteredTimePage),
      ...profileRoutes,
      page('api-settings', 'api-settings', () => <InfoPage title={nl.pages.apiSettingsTitle} text={nl.pages.apiSettingsText} />),
      page('403', null, () => <ForbiddenPage />),
      page('404', null, () => <NotFoundPage />),
      ...built,
      ...statsRoutes,
      ...planned,
      // An unknown address says so where it was typed, for a signed-in user.
      page('*', null, () => <NotFoundPage />),
    ],
  },
]));
