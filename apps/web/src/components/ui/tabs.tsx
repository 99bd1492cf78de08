import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useContext,
  useId,
  useState,
} from 'react';
import { cn } from '../../lib/cn';

/**
 * Tabs in the app's look, after the WAI-ARIA tabs pattern: a tablist of tabs with one tab stop (the
 * selected tab), Left/Right (wrapping), Home and End move to a tab and select it, each tab controls
 * its panel, and only the selected panel is rendered. Written here rather than taken from Radix: the
 * signed-in screens that open on tabs (investments, transactions) are CPU-bound on a phone, and
 * Radix's tabs brought three more chunks and a forced style recalculation per panel on mount
 * (docs/deploy.md §7).
 */
interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: 'tab' | 'panel', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tabs parts must be inside <Tabs>');
  return tabs;
}

type TabsProps = { children: ReactNode; className?: string } & (
  | { value: string; onValueChange: (value: string) => void; defaultValue?: never }
  | { defaultValue: string; value?: never; onValueChange?: (value: string) => void }
);

export function Tabs({ children, className, ...props }: TabsProps) {
  const [own, setOwn] = useState(props.defaultValue ?? '');
  const base = useId();
  const value = props.value ?? own;
  const select = (next: string) => {
    if (next === value) return;
    if (props.value === undefined) setOwn(next);
    props.onValueChange?.(next);
  };
  // Values become part of ids: anything but letters, digits, '-' and '_' is replaced.
  const idOf = (part: 'tab' | 'panel', v: string) => `${base}-${part}-${v.replace(/[^\w-]/g, '_')}`;
  return (
    <TabsContext value={{ value, select, idOf }}>
      <div className={className}>{children}</div>
    </TabsContext>
  );
}

/** The tabs of a list, in order, and the one holding the focus. */
function tabsAround(target: HTMLElement) {
  const list = target.closest('[role="tablist"]');
  const tabs = list ? [...list.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')] : [];
  return { tabs, at: tabs.indexOf(target as HTMLButtonElement) };
}

export function TabsList({ className, onKeyDown, ...rest }: ComponentProps<'div'>) {
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const { tabs, at } = tabsAround(event.target as HTMLElement);
    if (at < 0 || tabs.length === 0) return;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % tabs.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + tabs.length) % tabs.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? tabs.length - 1
              : -1;
    if (next < 0) return;
    event.preventDefault();
    tabs[next]?.focus();
    tabs[next]?.click();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('inline-flex max-w-full gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1', className)}
      onKeyDown={onKey}
      {...rest}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  ...rest
}: Omit<ComponentProps<'button'>, 'value' | 'onClick'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('panel', value)}
      tabIndex={selected ? 0 : -1}
      data-state={selected ? 'active' : 'inactive'}
      onClick={() => tabs.select(value)}
      className={cn(
        'h-9 shrink-0 rounded-lg px-4 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors',
        'hover:text-slate-900 data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ value, className, ...rest }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a panel is a tab stop when it has nothing focusable first (ARIA tabs pattern)
      tabIndex={0}
      data-state="active"
      className={cn('mt-4', className)}
      {...rest}
    />
  );
}
