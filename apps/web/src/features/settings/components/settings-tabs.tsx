import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Tabs, TabsPrimitive } from '../../../components/ui/tabs';
import { cn } from '../../../lib/cn';

/**
 * The settings menu: a row of tabs on phones, a left column from `md` up (spec: "Left menu").
 * Radix Tabs (components/ui/tabs.tsx) in the menu's own look: vertical from `md` up.
 */
export const SettingsTabs = Tabs;

export function SettingsTabList({ className, ...rest }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'grid grid-cols-4 gap-1 rounded-xl bg-slate-100 p-1',
        'md:sticky md:top-24 md:flex md:w-60 md:shrink-0 md:flex-col md:self-start md:bg-white md:p-2 md:shadow-sm md:ring-1 md:ring-slate-200/80',
        className,
      )}
      {...rest}
    />
  );
}

export function SettingsTab({
  Icon,
  children,
  className,
  ...rest
}: ComponentProps<typeof TabsPrimitive.Trigger> & { Icon: LucideIcon }) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        // Phones: icon over a (wrapping) label in three equal columns. From md: one row per section.
        'flex min-h-14 flex-col items-center justify-center gap-1 rounded-lg px-1.5 py-1.5 text-center text-xs leading-tight font-medium text-slate-600',
        'md:min-h-10 md:flex-row md:justify-start md:gap-2 md:px-3 md:text-left md:text-sm md:whitespace-nowrap',
        'transition-colors hover:bg-white/70 hover:text-slate-900 md:w-full md:hover:bg-slate-50',
        'data-[state=active]:bg-white data-[state=active]:text-brand-800 data-[state=active]:shadow-sm',
        'md:data-[state=active]:bg-brand-50 md:data-[state=active]:shadow-none',
        className,
      )}
      {...rest}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {children}
    </TabsPrimitive.Trigger>
  );
}

export function SettingsPanel({ className, ...rest }: ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      className={cn(
        'space-y-6 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-brand-600',
        className,
      )}
      {...rest}
    />
  );
}
