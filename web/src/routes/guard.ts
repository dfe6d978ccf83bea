import { redirect } from 'react-router';
import type { guardCockpitSetupMutation } from '../__generated__/guardCockpitSetupMutation.graphql';
import type { guardCockpitSetupQuery } from '../__generated__/guardCockpitSetupQuery.graphql';
import type { guardSystemStatusQuery, guardSystemStatusQuery$data } from '../__generated__/guardSystemStatusQuery.graphql';
import type { guardTwoFactorGateQuery } from '../__generated__/guardTwoFactorGateQuery.graphql';
import type { guardViewerQuery } from '../__generated__/guardViewerQuery.graphql';
import { loginPath } from '../lib/redirect';
import { isRouteAllowed } from '../lib/routeAccess';
import { graphql } from '../relay/graphqlTag';
import type { GraphQLResult } from '../relay/http';
import { dataOf, requestGraphQL, sendOperation } from '../relay/request';
import { clearToken, getToken } from '../relay/token';
import { toViewerInfo, type ViewerInfo } from '../relay/viewer';

const statusQuery = graphql`
  query guardSystemStatusQuery {
    systemStatus {
      setupCompleted
      trialEndsIn
      tenant
    }
  }
`;

// What the guard reads of the viewer: asked by the guard, or already answered by the login.
const viewerFields = graphql`
  fragment guard_viewer on Viewer {
    user {
      id
      databaseId
      fullName
      isOperator
      categories {
        databaseId
      }
    }
    language
    impersonator {
      fullName
    }
    restricted
    permissions
    modules
    configs
    preferences
    # The lists the screens read (VIEWER_LISTS); the others are whole tables no screen takes from here.
    lists(names: ["activities", "customFields", "operators", "priorities", "rolesOperator", "ticketStatuses"])
  }
`;

const viewerQuery = graphql`
  query guardViewerQuery {
    viewer {
      ...guard_viewer @relay(mask: false)
    }
  }
`;

// Asked apart from the viewer: until enrolled, everything but enrolment answers 403.
const twoFactorGateQuery = graphql`
  query guardTwoFactorGateQuery {
    viewer {
      twoFactorRequired
    }
  }
`;

// Asked only of viewers who may see the cockpit: the setup is theirs to start (spec core §2).
const COCKPIT_SETUP_PERMISSION = 'cockpit-dashboards.index';

const cockpitSetupQuery = graphql`
  query guardCockpitSetupQuery {
    viewer {
      cockpitSetupCompleted
    }
  }
`;

const cockpitSetupMutation = graphql`
  mutation guardCockpitSetupMutation($input: SetupCockpitInput!) {
    setupCockpit(input: $input) {
      created
    }
  }
`;

type SystemStatus = guardSystemStatusQuery$data['systemStatus'];

/**
 * The tenant's first login makes its cockpit and the ticket list's shared quick filters, whichever
 * screen it opens: before that screen loads, so a list shows them at once. The server makes them
 * once ever; a failure here leaves it to the cockpit, which asks again.
 */
async function ensureCockpitSetup(info: ViewerInfo, asked: Promise<GraphQLResult | null>): Promise<void> {
  if (!info.permissions.has(COCKPIT_SETUP_PERMISSION)) return;
  try {
    const answer = await asked;
    const data = (answer?.data ? answer.data : await requestGraphQL<guardCockpitSetupQuery>(cockpitSetupQuery, {})) as guardCockpitSetupQuery['response'];
    if (data.viewer?.cockpitSetupCompleted === false) await requestGraphQL<guardCockpitSetupMutation>(cockpitSetupMutation, { input: {} });
  } catch {
    // Reported by the request already; the screen itself still opens.
  }
}

// The status rarely changes: ask at most once a minute. The viewer is asked once per token.
const STATUS_TTL_MS = 60_000;
let status: { at: number; promise: Promise<SystemStatus> } | null = null;
let viewer: { token: string; promise: Promise<ViewerInfo | null> } | null = null;
let gate: { token: string; promise: Promise<boolean> } | null = null;
// The guard asks the viewer and its cockpit setup beside the two-factor gate, in one round trip
// instead of three, and reads their answers only once the gate lets the operator through: when it
// sends the operator to enrolment, their refusals are never shown.
let asked: { token: string; viewer: Promise<GraphQLResult>; cockpit: Promise<GraphQLResult | null> } | null = null;

/** Whether the tenant requires two-factor login and the signed-in operator has not set it up yet; asked once per token. */
export function mustEnrolTwoFactor(): Promise<boolean> {
  const token = getToken();
  if (!token) return Promise.resolve(false);
  if (!gate || gate.token !== token) {
    const promise = requestGraphQL<guardTwoFactorGateQuery>(twoFactorGateQuery, {})
      .then((data) => data?.viewer?.twoFactorRequired === true)
      .catch(() => false);
    gate = { token, promise };
  }
  return gate.promise;
}

export function systemStatus(): Promise<SystemStatus> {
  if (!status || Date.now() - status.at > STATUS_TTL_MS) {
    const promise = requestGraphQL<guardSystemStatusQuery>(statusQuery, {}).then((data) => data.systemStatus);
    status = { at: Date.now(), promise };
    promise.catch(() => {
      status = null;
    });
  }
  return status.promise;
}

/** Forget the cached status (after the first-run setup completed it). */
export function forgetSystemStatus(): void {
  status = null;
}

/** The viewer's and the cockpit setup's answers, asked once per token and read by currentViewer. */
function viewerAnswers(token: string): NonNullable<typeof asked> {
  if (!asked || asked.token !== token) {
    const cockpit = sendOperation(cockpitSetupQuery, {}).catch(() => null);
    asked = { token, viewer: sendOperation(viewerQuery, {}), cockpit };
  }
  return asked;
}

/** The signed-in user, asked once per token; null without a (valid) token. */
export function currentViewer(): Promise<ViewerInfo | null> {
  const token = getToken();
  if (!token) return Promise.resolve(null);
  if (!viewer || viewer.token !== token) {
    const answers = viewerAnswers(token);
    const promise = answers.viewer.then(async (result) => {
      const data = dataOf(result) as guardViewerQuery['response'];
      const info = data?.viewer ? toViewerInfo(data.viewer) : null;
      if (info) await ensureCockpitSetup(info, answers.cockpit);
      return info;
    });
    viewer = { token, promise };
    promise.catch(() => {
      viewer = null;
      asked = null;
    });
  }
  return viewer.promise;
}

/** What a login's answer tells of its session: the viewer, whether two-factor enrolment is due, and the cockpit's setup. */
export type LoginSession = guardViewerQuery['response']['viewer'] & {
  readonly twoFactorRequired: boolean;
  readonly cockpitSetupCompleted?: boolean | null;
};

/**
 * Takes the session from the login's own answer, so the first screen's guard need not ask for it
 * again (one round trip less between 'Inloggen' and the first screen). Without it the guard asks.
 */
export function startSession(token: string, session: LoginSession | null | undefined): void {
  forgetViewer();
  if (!session) return;
  gate = { token, promise: Promise.resolve(session.twoFactorRequired) };
  // Until enrolled the rest of the viewer is refused: the guard asks for it after enrolment.
  if (session.twoFactorRequired) return;
  const cockpit = session.cockpitSetupCompleted == null ? null : { data: { viewer: { cockpitSetupCompleted: session.cockpitSetupCompleted } } };
  asked = { token, viewer: Promise.resolve({ data: { viewer: session } }), cockpit: Promise.resolve(cockpit) };
}

/** Forget the cached user (after saving something the viewer query shows, or a new login). */
export function forgetViewer(): void {
  viewer = null;
  gate = null;
  asked = null;
}

/** Where an operator who must still set up two-factor login is sent: outside the shell, whose calls would be refused. */
export const TWO_FACTOR_ENROL_PATH = '/two-factor';

/** Reads the system status and the signed-in user again and reruns the route loaders (after saving an operator). */
export function reloadSession(revalidator: { revalidate: () => Promise<void> | void }): Promise<void> {
  status = null;
  viewer = null;
  asked = null;
  return Promise.resolve(revalidator.revalidate());
}

function here(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * The route guard (spec core §2): setup must be complete, the trial running and a token stored;
 * then the user's permissions must include the route name, unless the route is unchecked.
 * Returns the signed-in user, or throws the redirect to setup, login or the 403 page.
 */
export async function guardRoute(request: Request, routeName: string | null): Promise<ViewerInfo> {
  const current = await systemStatus();
  if (!current.setupCompleted) throw redirect('/setup');
  const trialEnded = current.trialEndsIn != null && current.trialEndsIn < 0;
  const token = getToken();
  if (trialEnded || !token) throw redirect(loginPath(here(request)));
  // On their way together with the gate; read only once it lets the operator through.
  viewerAnswers(token);
  if (await mustEnrolTwoFactor()) {
    // Asked before enrolment, so refused: asked again after it.
    asked = null;
    throw redirect(TWO_FACTOR_ENROL_PATH);
  }
  const user = await currentViewer();
  if (!user) {
    clearToken();
    forgetViewer();
    throw redirect(loginPath(here(request)));
  }
  // Contact persons have the portal, never a back-office screen.
  if (user.line === 0) throw redirect(PORTAL_HOME);
  if (routeName && !isRouteAllowed(routeName, user.permissions)) {
    throw redirect(`/403?r=${encodeURIComponent(routeName)}`);
  }
  return user;
}

export const PORTAL_HOME = '/portal/tickets';
export const PORTAL_LOGIN = '/login/portal';

/**
 * The portal's guard: setup complete and a contact person's token; without one the portal's own
 * login, and an operator goes back to the back office (they see the portal only as a contact).
 */
export async function guardPortal(request: Request): Promise<ViewerInfo> {
  const current = await systemStatus();
  if (!current.setupCompleted) throw redirect('/setup');
  const login = `${PORTAL_LOGIN}?redirect=${encodeURIComponent(here(request))}`;
  if (!getToken()) throw redirect(login);
  const user = await currentViewer();
  if (!user) {
    clearToken();
    forgetViewer();
    throw redirect(login);
  }
  if (user.line !== 0) throw redirect('/cockpit');
  return user;
}

/** Public routes only show while setup is not complete... or always for setup itself (spec core §2). */
export async function requireSetupCompleted(): Promise<void> {
  const current = await systemStatus();
  if (!current.setupCompleted) throw redirect('/setup');
}
