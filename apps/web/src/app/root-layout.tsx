import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** The root of every page: a thin progress bar while a lazy route loads, and scroll restoration. */
export function RootLayout() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  return (
    <>
      <div
        aria-hidden="true"
        className={`fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-brand-500 transition-transform duration-500 ${
          busy ? 'scale-x-75' : 'scale-x-0 opacity-0'
        }`}
      />
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
