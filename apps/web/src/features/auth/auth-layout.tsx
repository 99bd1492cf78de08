import { PRODUCT_NAME } from '@app/contract/brand';
import { ChartNoAxesCombined, LockKeyhole, Wallet } from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';

const points = [
  { Icon: LockKeyhole, title: 'Your account, protected', text: 'Encrypted connections and sign-in alerts.' },
  { Icon: Wallet, title: 'One wallet', text: 'Deposit, withdraw and invest from one balance.' },
  {
    Icon: ChartNoAxesCombined,
    title: 'Every investment in view',
    text: 'Expected return and maturity at a glance.',
  },
];

/** Split screen for sign-in, sign-up and password screens: brand panel (wide screens) and the form. */
export function AuthLayout() {
  return (
    <div className="flex min-h-dvh">
      <aside className="on-dark relative hidden w-[42%] max-w-xl flex-col justify-between overflow-hidden bg-brand-900 p-10 text-white lg:flex xl:p-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-brand-600/40 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-24 size-96 rounded-full bg-brand-400/20 blur-3xl"
        />
        <Link to={paths.home} className="relative self-start rounded-md">
          <Logo tone="light" />
        </Link>
        <div className="relative">
          <p className="text-3xl leading-tight font-bold xl:text-4xl">
            We make it easy for everyone to invest.
          </p>
          <ul className="mt-10 space-y-6">
            {points.map(({ Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/10">
                  <Icon aria-hidden="true" className="size-5 text-accent-300" />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="block text-sm text-brand-100">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-brand-200">
          © {new Date().getFullYear()} {PRODUCT_NAME}. Investing involves risk.
        </p>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="flex items-center justify-between px-5 py-5 sm:px-8 lg:hidden">
          <Link to={paths.home} className="rounded-md">
            <Logo />
          </Link>
        </header>
        <main className="flex flex-1 items-start justify-center px-5 pt-4 pb-12 sm:px-8 lg:items-center lg:py-12">
          <div className="w-full max-w-md">
            <Outlet />
          </div>
        </main>
      </div>
    </div>
  );
}
