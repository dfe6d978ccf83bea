import { Box, Button, Flex, Link, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { fetchQuery, graphql, useRelayEnvironment } from 'react-relay/hooks';
import { Link as RouterLink } from 'react-router';
import type { CountWidgetQuery } from '../../__generated__/CountWidgetQuery.graphql';
import { filterContextFor, listDefaults } from '../../components/list/listQuery';
import { nlCockpit } from '../../i18n/nl/cockpit';
import { badgePalette } from '../../lib/badgeColor';
import { widgetListHref } from '../../lib/cockpit';
import { toFieldFilters } from '../../lib/filters';
import { interpolate } from '../../lib/interpolate';
import type { QuickFilter } from '../../lib/quickFilters';
import { useViewer } from '../../relay/viewer';
import type { WidgetEvent } from './useWidgetLive';
import type { WidgetList } from './widgetLists';

const countQuery = graphql`
  query CountWidgetQuery($type: String!, $presets: [PresetCountInput!]!) {
    presetCounts(type: $type, presets: $presets) {
      presetId
      count
    }
  }
`;

interface CountWidgetProps {
  list: WidgetList;
  quickFilter: QuickFilter;
  event: WidgetEvent | undefined;
  reloadKey: number;
  wall: boolean;
  onEdit?: () => void;
}

/** A big number: how many records the quick filter finds, with its label, refresh and the way to the list. */
export function CountWidget({ list, quickFilter, event, reloadKey, wall, onEdit }: CountWidgetProps) {
  const environment = useRelayEnvironment();
  const viewer = useViewer();
  const [count, setCount] = useState<number | null>(null);
  const [ownReload, setOwnReload] = useState(0);
  // A reading that started before the last live change would put an older number back.
  const lastEventAt = useRef(0);

  useEffect(() => {
    if (!event) return;
    lastEventAt.current = performance.now();
    setCount(event.count);
  }, [event]);

  useEffect(() => {
    const startedAt = performance.now();
    const presets = [{ presetId: quickFilter.id, search: quickFilter.search || null, filter: toFieldFilters(list.config.columns, quickFilter.filters, filterContextFor(viewer)) }];
    const subscription = fetchQuery<CountWidgetQuery>(environment, countQuery, { type: list.config.type, presets }, { fetchPolicy: 'network-only' }).subscribe({
      next: (data) => {
        if (lastEventAt.current > startedAt) return;
        setCount(data.presetCounts.find((entry) => entry.presetId === quickFilter.id)?.count ?? 0);
      },
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [environment, viewer, list, quickFilter, reloadKey, ownReload]);

  const href = useMemo(() => widgetListHref(list.path, quickFilter, listDefaults(list.config)), [list, quickFilter]);
  const palette = badgePalette(quickFilter.styling);

  return (
    <Box
      as="section"
      aria-label={quickFilter.label}
      data-testid="count-widget"
      bg="bg"
      borderWidth="1px"
      borderTopWidth="4px"
      borderTopColor={`${palette}.solid`}
      borderRadius="md"
      p={{ base: '3', md: '4' }}
      h="full"
      display="flex"
      flexDirection="column"
      justifyContent="space-between"
      gap="2"
    >
      <Text fontSize={wall ? '6xl' : '5xl'} fontWeight="bold" lineHeight="1" color={`${palette}.fg`} fontVariantNumeric="tabular-nums" data-testid="widget-count" aria-live="polite">
        {count ?? '–'}
      </Text>
      <Text fontWeight="semibold" fontSize={wall ? 'xl' : 'md'} lineClamp={2} title={quickFilter.label}>
        {quickFilter.label}
      </Text>
      {!wall && (
        <Flex gap="3" align="center" fontSize="sm">
          <Button variant="plain" size="sm" p="0" h="auto" color="blue.700" onClick={() => setOwnReload((n) => n + 1)}>
            {nlCockpit.refresh}
          </Button>
          <Link asChild color="blue.700">
            <RouterLink to={href}>{nlCockpit.toList}</RouterLink>
          </Link>
          {onEdit && (
            <Button variant="plain" size="sm" p="0" h="auto" color="blue.700" ms="auto" aria-label={interpolate(nlCockpit.editWidget, { label: quickFilter.label })} onClick={onEdit}>
              {nlCockpit.edit}
            </Button>
          )}
        </Flex>
      )}
    </Box>
  );
}
