import { graphql } from 'relay-runtime';

export const subscription = graphql`
  subscription useNotificationAddedSubscription {
    notificationAdded {
      unreadCount
      notification {
        id
        title
        data
        ...NotificationItem_notification
      }
    }
  }
`;
