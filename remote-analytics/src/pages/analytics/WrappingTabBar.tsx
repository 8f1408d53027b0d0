import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { theme } from '@moneta/shared/ui/dashboard';

interface WrappingTabBarProps {
  /** The Tabs' id: each tab names its panel as antd's own bar does (`{id}-tab-{key}`, `{id}-panel-{key}`). */
  id: string;
  activeKey: string;
  tabs: readonly { key: string; label: ReactNode }[];
  onSelect: (key: string) => void;
}

const NEXT_KEYS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

/**
 * A tab bar whose tabs wrap onto a second line where the row is too narrow for them (a phone), so that every tab
 * stays in sight: antd's own bar hides the last ones behind a "more" menu. Keyboard use follows the tabs pattern:
 * the active tab takes the focus, arrow keys, Home and End move to and open another.
 */
export function WrappingTabBar({ id, activeKey, tabs, onSelect }: WrappingTabBarProps) {
  const { token } = theme.useToken();
  const list = useRef<HTMLDivElement>(null);
  const move = (event: KeyboardEvent, index: number) => {
    const next = NEXT_KEYS[event.key]?.(index, tabs.length);
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.key);
    list.current?.querySelector<HTMLElement>(`[data-tab-key="${tab.key}"]`)?.focus();
  };
  return (
    <div
      ref={list}
      role="tablist"
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        columnGap: token.margin,
        marginBottom: token.margin,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      {tabs.map((tab, index) => {
        const active = tab.key === activeKey;
        return (
          <button
            key={tab.key}
            type="button"
            role="tab"
            id={`${id}-tab-${tab.key}`}
            aria-controls={`${id}-panel-${tab.key}`}
            aria-selected={active}
            tabIndex={active ? 0 : -1}
            data-tab-key={tab.key}
            onClick={() => onSelect(tab.key)}
            onKeyDown={(event) => move(event, index)}
            style={{
              minHeight: 44,
              padding: `0 2px`,
              marginBottom: -1,
              border: 'none',
              borderBottom: `2px solid ${active ? token.colorLink : 'transparent'}`,
              background: 'none',
              color: active ? token.colorLink : token.colorText,
              font: 'inherit',
              fontSize: token.fontSize,
              cursor: 'pointer',
            }}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
