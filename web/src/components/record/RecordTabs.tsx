import { Badge, Box, Tabs, Text } from '@chakra-ui/react';
import { Component, Suspense, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { nlDetail } from '../../i18n/nl/detail';
import { isRecordTabVisible, tabCountText } from '../../lib/recordTabs';
import { useViewer } from '../../relay/viewer';
import { PageSpinner } from '../PageSpinner';
import type { RecordTab } from './types';

const HASH_PREFIX = '#tab-';

/**
 * The tab menu of a detail screen (spec core §2): only the tabs the user may see, with their
 * count badges; the chosen tab is kept in the address (#tab-{id}) so going back returns to it,
 * and only the chosen tab loads its rows.
 */
export function RecordTabs<Rec>({ tabs, record }: { tabs: readonly RecordTab<Rec>[]; record: Rec }) {
  const viewer = useViewer();
  const { hash } = useLocation();
  const navigate = useNavigate();

  const shown = tabs
    .map((tab) => ({ tab, count: tab.count?.(record) ?? null }))
    .filter(({ tab, count }) => isRecordTabVisible({ ...tab, hidden: tab.hidden?.(record) }, count, viewer.permissions, viewer.modules));
  if (shown.length === 0) return null;

  const asked = hash.startsWith(HASH_PREFIX) ? hash.slice(HASH_PREFIX.length) : null;
  const active = shown.find(({ tab }) => tab.id === asked)?.tab.id ?? shown[0]!.tab.id;

  return (
    <Tabs.Root
      value={active}
      onValueChange={(details) => navigate({ hash: `${HASH_PREFIX}${details.value}` }, { replace: true })}
      lazyMount
      unmountOnExit
      variant="line"
      size="sm"
      data-testid="record-tabs"
    >
      {/* Tabs wrap onto a next line rather than hide behind a sideways scroll. */}
      <Box>
        <Tabs.List flexWrap="wrap" rowGap="1">
          {shown.map(({ tab, count }) => (
            <Tabs.Trigger key={tab.id} value={tab.id} data-testid={`tab-${tab.id}`}>
              {tab.label}
              {count && (
                <Badge size="xs" variant="subtle" colorPalette="gray" fontVariantNumeric="tabular-nums">
                  {tabCountText(count)}
                </Badge>
              )}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Box>
      {shown.map(({ tab }) => (
        <Tabs.Content key={tab.id} value={tab.id} pt="4">
          <TabFailure key={tab.id}>
            <Suspense fallback={<PageSpinner />}>{tab.render(record)}</Suspense>
          </TabFailure>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

/** A tab that cannot load says so, and leaves the rest of the screen working. */
class TabFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Box borderWidth="1px" borderRadius="md" bg="bg" py="8" px="4" textAlign="center" role="alert">
        <Text color="fg.muted">{nlDetail.tabFailed}</Text>
      </Box>
    );
  }
}
