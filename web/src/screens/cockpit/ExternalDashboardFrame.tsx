import { Box } from '@chakra-ui/react';
import { interpolate } from '../../lib/interpolate';
import { nlCockpit } from '../../i18n/nl/cockpit';

/** An outside page (a monitoring screen, a status page) shown inside the cockpit. */
export function ExternalDashboardFrame({ name, url, fill = false }: { name: string; url: string; fill?: boolean }) {
  return (
    <Box borderWidth="1px" borderRadius="md" overflow="hidden" bg="bg" h={fill ? 'full' : { base: '70vh', md: 'calc(100vh - 12rem)' }} data-testid="external-dashboard">
      <iframe
        src={url}
        title={interpolate(nlCockpit.externalTitle, { name })}
        style={{ border: 0, width: '100%', height: '100%', display: 'block' }}
        // The outside page runs its own scripts, but may not take over this page.
        sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
        referrerPolicy="no-referrer"
      />
    </Box>
  );
}
