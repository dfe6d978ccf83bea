import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';

export const mailboxRoutes: RouteObject[] = [
  listRoute('mailboxes', { type: 'mailboxes', routeName: 'mailboxes.index' }, () => import('./MailboxList').then((m) => m.mailboxList)),
  createRoute('mailboxes/create', 'mailboxes', () => import('./MailboxRecord').then((m) => m.mailboxRecord)),
  detailRoute('mailboxes/:id', 'mailboxes', () => import('../../__generated__/MailboxRecordQuery.graphql'), () => import('./MailboxRecord').then((m) => m.mailboxRecord)),
];
