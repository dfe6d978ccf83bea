import { Badge, Tabs } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface RelatedTab {
  id: string;
  label: string;
  /** Shown as a badge beside the label. */
  count?: number;
  /** Left out entirely (a tab with nothing to show, spec: hidden when there are none). */
  hidden?: boolean;
  content: ReactNode;
}

/** Tabs of related records below a detail screen; the first visible tab opens. */
export function RelatedTabs({ tabs, label }: { tabs: readonly RelatedTab[]; label: string }) {
  const visible = tabs.filter((tab) => !tab.hidden);
  if (visible.length === 0) return null;
  return (
    <Tabs.Root defaultValue={visible[0]!.id} variant="line" lazyMount>
      <Tabs.List aria-label={label} overflowX="auto">
        {visible.map((tab) => (
          <Tabs.Trigger key={tab.id} value={tab.id} whiteSpace="nowrap">
            {tab.label}
            {tab.count !== undefined && (
              <Badge size="sm" variant="subtle">
                {tab.count}
              </Badge>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {visible.map((tab) => (
        <Tabs.Content key={tab.id} value={tab.id}>
          {tab.content}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
