import { RelayEnvironmentProvider } from 'react-relay';
import { Outlet } from 'react-router';
import { environment } from '../relay/environment';

/** Every screen but the login's: Relay loads with the first of them. */
export function RelayRoot() {
  return (
    <RelayEnvironmentProvider environment={environment}>
      <Outlet />
    </RelayEnvironmentProvider>
  );
}
