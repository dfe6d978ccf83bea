import { chakra, useSlotRecipe, type HTMLChakraProps } from '@chakra-ui/react';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { nextTabIndex } from '../lib/tabKeys';

export interface TabBarItem {
  value: string;
  label: ReactNode;
  testId?: string;
}

interface TabBarProps extends Omit<HTMLChakraProps<'div'>, 'onChange'> {
  tabs: readonly TabBarItem[];
  value: string;
  onChange: (value: string) => void;
  /** The chosen tab's content. */
  children: ReactNode;
  /** Props of the row of tabs (wrapping, scrolling). */
  listProps?: HTMLChakraProps<'div'>;
  /** Props of the chosen tab's panel. */
  panelProps?: HTMLChakraProps<'div'>;
}

/**
 * Tabs with Chakra's look (its tabs recipe, line variant, size sm) without its state machine: a
 * ticket and a detail screen open with them, and that machine weighs more than the tabs. The
 * keyboard works as in the WAI-ARIA tabs pattern: arrows, Home and End choose and focus a tab.
 */
export function TabBar({ tabs, value, onChange, children, listProps, panelProps, ...rootProps }: TabBarProps) {
  const styles = useSlotRecipe({ key: 'tabs' })({ variant: 'line', size: 'sm' });
  const id = useId();
  const tabId = (tab: string) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.value === value);
    const next = nextTabIndex(event.key, current, tabs.length);
    if (next === null) return;
    event.preventDefault();
    const chosen = tabs[next]!.value;
    onChange(chosen);
    document.getElementById(tabId(chosen))?.focus();
  };

  return (
    <chakra.div css={styles.root} data-orientation="horizontal" {...rootProps}>
      <chakra.div role="tablist" aria-orientation="horizontal" css={styles.list} data-orientation="horizontal" onKeyDown={onKeyDown} {...listProps}>
        {tabs.map((tab) => {
          const selected = tab.value === value;
          return (
            <chakra.button
              key={tab.value}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={selected ? panelId : undefined}
              tabIndex={selected ? 0 : -1}
              data-selected={selected ? '' : undefined}
              data-orientation="horizontal"
              data-testid={tab.testId}
              css={styles.trigger}
              whiteSpace="nowrap"
              onClick={() => onChange(tab.value)}
            >
              {tab.label}
            </chakra.button>
          );
        })}
      </chakra.div>
      <chakra.div role="tabpanel" id={panelId} aria-labelledby={tabId(value)} tabIndex={0} css={styles.content} data-orientation="horizontal" {...panelProps}>
        {children}
      </chakra.div>
    </chakra.div>
  );
}
