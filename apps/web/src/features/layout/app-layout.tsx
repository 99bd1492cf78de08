import { Outlet } from 'react-router';
import { cn } from '../../lib/cn';
import { Sidebar } from './sidebar';
import { TopBar } from './top-bar';
import { useSidebar } from './use-sidebar';

/** The signed-in layout: sidebar, top bar and the page. */
export function AppLayout() {
  const { open, drawer, toggle, close, afterNavigate } = useSidebar();
  return (
    <div className="flex min-h-dvh bg-surface">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Sidebar open={open} drawer={drawer} onNavigate={afterNavigate} onClose={close} />
      {drawer && (
        <div
          aria-hidden="true"
          onClick={close}
          className={cn(
            'fixed inset-0 z-[35] bg-slate-950/40 transition-opacity duration-300',
            open ? 'opacity-100' : 'pointer-events-none opacity-0',
          )}
        />
      )}
      {/* An open drawer is modal: the page under it is inert, so Tab stays in the menu. */}
      <div className="flex min-w-0 flex-1 flex-col" inert={drawer && open}>
        <TopBar open={open} drawer={drawer} onToggle={toggle} />
        <main
          id="main-content"
          tabIndex={-1}
          className="flex-1 px-4 py-6 outline-none sm:px-6 lg:px-10 lg:py-8"
        >
          <div className="mx-auto w-full max-w-6xl">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
