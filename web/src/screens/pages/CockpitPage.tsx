import { Link, SimpleGrid, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { nl } from '../../i18n/nl';
import { useViewer } from '../../relay/viewer';
import { isTabVisible } from '../../lib/routeAccess';
import { NAV_TABS } from '../shell/navTabs';
import { InfoPage } from './InfoPage';

/** The cockpit's place holder: a short text and links to the lists the user may open. */
export function CockpitPage() {
  const viewer = useViewer();
  const tabs = NAV_TABS.filter((tab) => tab.name !== 'cockpit' && isTabVisible(tab, viewer.permissions, viewer.modules));
  return (
    <InfoPage title={nl.pages.cockpitTitle} text={nl.pages.cockpitText} testId="cockpit-page" actions={<span />}>
      <Text fontWeight="semibold">{nl.pages.cockpitLinks}</Text>
      <SimpleGrid columns={{ base: 2, sm: 3, md: 4 }} gap="2">
        {tabs.map((tab) => (
          <Link key={tab.path} asChild color="blue.700">
            <RouterLink to={tab.path}>{tab.label}</RouterLink>
          </Link>
        ))}
      </SimpleGrid>
    </InfoPage>
  );
}
