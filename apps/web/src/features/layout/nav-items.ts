import {
  ArrowLeftRight,
  LayoutDashboard,
  LifeBuoy,
  type LucideIcon,
  Settings,
  ShieldCheck,
  TrendingUp,
} from 'lucide-react';
import { paths } from '../../config/paths';

export interface NavItem {
  label: string;
  to: string;
  Icon: LucideIcon;
  /** Other paths that show this entry as current. */
  alsoActiveOn?: string[];
  adminOnly?: boolean;
}

export const NAV_ITEMS: NavItem[] = [
  { label: 'Dashboard', to: paths.dashboard, Icon: LayoutDashboard },
  { label: 'Investments', to: paths.investments, Icon: TrendingUp, alsoActiveOn: [paths.investment] },
  { label: 'Transactions', to: paths.transactions, Icon: ArrowLeftRight },
  { label: 'Support', to: paths.chat, Icon: LifeBuoy },
  { label: 'Settings', to: paths.settings, Icon: Settings },
  { label: 'Admin Dashboard', to: paths.adminDashboard, Icon: ShieldCheck, adminOnly: true },
];
