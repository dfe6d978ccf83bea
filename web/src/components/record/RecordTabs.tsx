import { Badge, Box, Text } from '@chakra-ui/react';
import { Component, Suspense, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { nlDetail } from '../../i18n/nl/detail';
import { isRecordTabVisible, tabCountText } from '../../lib/recordTabs';
import { useViewer } from '../../relay/viewer';
import { PageSpinner } from '../PageSpinner';
import { TabBar } from '../TabBar';
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
    <TabBar
      tabs={shown.map(({ tab, count }) => ({
        value: tab.id,
        testId: `tab-${tab.id}`,
        label: (
          <>
            {tab.label}
            {count && (
              <Badge size="xs" variant="subtle" colorPalette="gray" fontVariantNumeric="tabular-nums">
                {tabCountText(count)}
              </Badge>
            )}
          </>
        ),
      }))}
      value={active}
      onChange={(value) => navigate({ hash: `${HASH_PREFIX}${value}` }, { replace: true })}
      data-testid="record-tabs"
      // Tabs wrap onto a next line rather than hide behind a sideways scroll.
      listProps={{ flexWrap: 'wrap', rowGap: '1' }}
      panelProps={{ pt: '4' }}
    >
      <TabFailure key={active}>
        <Suspense fallback={<PageSpinner />}>{shown.find(({ tab }) => tab.id === active)!.tab.render(record)}</Suspense>
      </TabFailure>
    </TabBar>
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
