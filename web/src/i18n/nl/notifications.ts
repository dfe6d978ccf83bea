export const nlNotifications = {
  bell: 'Notificaties',
  bellUnread: 'Notificaties, {count} ongelezen',
  title: 'Notificaties',
  show: 'Tonen',
  showUnread: 'Ongelezen',
  showRead: 'Gelezen',
  markAllRead: 'Alles gelezen',
  markRead: 'Markeer als gelezen',
  markUnread: 'Markeer als ongelezen',
  loadMore: 'Meer laden',
  empty: 'Je bent helemaal bij!',
  ticketDeleted: 'Dit ticket is verwijderd.',
} as const;
