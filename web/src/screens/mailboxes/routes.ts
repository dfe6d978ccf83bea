import type { RouteObject } from 'react-router';
import { createRoute, detailRoute, listRoute } from '../../routes/resourceRoutes';
import { mailboxList } from './MailboxList';
import { mailboxRecord } from './MailboxRecord';

export const mailboxRoutes: RouteObject[] = [
  listRoute('mailboxes', mailboxList),
  createRoute('mailboxes/create', mailboxRecord),
  detailRoute('mailboxes/:id', mailboxRecord),
];
