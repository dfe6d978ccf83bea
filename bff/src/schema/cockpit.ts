import type { Context } from './context.ts';
import type { RestRecord } from '../upstream/client.ts';
import { toGraphQLError, toUserErrors } from '../upstream/errors.ts';

/** Far more dashboards than a cockpit shows; the REST service's page limit. */
const ALL = 100;

interface SetupAnswer {
  created: boolean;
  dashboard: RestRecord | null;
  dashboardWidgets: RestRecord[];
}

async function upstream<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw toGraphQLError(error);
  }
}

/** The cockpit's setup (POST cockpit/setup) and the dashboards the viewer sees. */
export const cockpitResolvers = {
  Viewer: {
    cockpitSetupCompleted: async (_: unknown, __: unknown, ctx: Context) =>
      (await upstream(() => ctx.client.request<{ setup_completed: boolean }>('GET', '/cockpit/setup'))).setup_completed,
    // The REST service shows the public dashboards and the caller's own.
    cockpitDashboards: async (_: unknown, __: unknown, ctx: Context) => {
      const page = await upstream(() => ctx.client.list('cockpit-dashboards', { orderBy: [['order', 'asc'], ['id', 'asc']], paginate: ALL }));
      return ctx.loaders.prime('cockpit-dashboards', page.data);
    },
    externalDashboards: async (_: unknown, __: unknown, ctx: Context) => {
      const page = await upstream(() => ctx.client.list('external-dashboards', { orderBy: [['created_at', 'asc'], ['id', 'asc']], paginate: ALL }));
      return ctx.loaders.prime('external-dashboards', page.data);
    },
  },
  Mutation: {
    setupCockpit: async (_: unknown, { input }: { input: { clientMutationId?: string | null } }, ctx: Context) => {
      const clientMutationId = input.clientMutationId ?? null;
      try {
        const answer = await ctx.client.request<SetupAnswer>('POST', '/cockpit/setup');
        return {
          created: answer.created,
          dashboard: answer.dashboard ? ctx.loaders.prime('cockpit-dashboards', [answer.dashboard])[0] : null,
          widgets: ctx.loaders.prime('cockpit-widgets', answer.dashboardWidgets),
          userErrors: [],
          clientMutationId,
        };
      } catch (error) {
        return { created: false, dashboard: null, widgets: [], userErrors: toUserErrors(error), clientMutationId };
      }
    },
  },
};
