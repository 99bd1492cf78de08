import { PRODUCT_NAME } from '@app/contract/brand';
import { PROFILE_MSG } from '@app/contract/profile';
import { Bell, IdCard, LockKeyhole, ShieldCheck, UserRound } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { PageHeader } from '../../components/ui/page-header';
import { Skeleton } from '../../components/ui/skeleton';
import { errorMessage } from '../../lib/api';
import { useCurrentUser } from '../../lib/current-user';
import { AccountSection } from './account/account-section';
import { SettingsPanel, SettingsTab, SettingsTabList, SettingsTabs } from './components/settings-tabs';
import { useMediaQuery } from './components/use-media-query';
import { NotificationsSection } from './notifications/notifications-section';
import { PrivacySection } from './privacy/privacy-section';
import { SecuritySection } from './security/security-section';
import { VerificationSection } from './verification/verification-section';

const SECTIONS = ['account', 'security', 'verification', 'notifications', 'privacy'] as const;
type Section = (typeof SECTIONS)[number];
const isSection = (v: string | null): v is Section => (SECTIONS as readonly (string | null)[]).includes(v);

/** /settings: Account, Password & Security, Verification, Notifications, Privacy; `?section=` picks one. */
export function SettingsPage() {
  const me = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const section = isSection(params.get('section')) ? (params.get('section') as Section) : 'account';
  const wide = useMediaQuery('(min-width: 768px)');

  return (
    <>
      <title>{`Settings · ${PRODUCT_NAME}`}</title>
      {me.isPending ? (
        <div aria-busy="true" className="space-y-6">
          <span className="sr-only" role="status">
            Loading your settings…
          </span>
          <Skeleton className="h-9 w-48" />
          <div className="flex flex-col gap-6 md:flex-row">
            <Skeleton className="h-12 w-full rounded-xl md:h-36 md:w-60" />
            <Skeleton className="h-96 flex-1 rounded-2xl" />
          </div>
        </div>
      ) : me.isError ? (
        // Spec: if loading the current user fails, the error text replaces the page.
        <Alert tone="error">{errorMessage(me.error, PROFILE_MSG.loadFailed)}</Alert>
      ) : (
        <>
          <PageHeader
            title="Settings"
            description="Manage your account, sign-in security, identity verification and your data."
          />
          <SettingsTabs
            value={section}
            onValueChange={(value) => setParams({ section: value }, { replace: true })}
            orientation={wide ? 'vertical' : 'horizontal'}
            className="flex flex-col gap-6 md:flex-row md:items-start"
          >
            <SettingsTabList aria-label="Settings sections">
              <SettingsTab value="account" Icon={UserRound}>
                Account
              </SettingsTab>
              <SettingsTab value="security" Icon={ShieldCheck}>
                Password &amp; Security
              </SettingsTab>
              <SettingsTab value="verification" Icon={IdCard}>
                Verification
              </SettingsTab>
              <SettingsTab value="notifications" Icon={Bell}>
                Notifications
              </SettingsTab>
              <SettingsTab value="privacy" Icon={LockKeyhole}>
                Privacy
              </SettingsTab>
            </SettingsTabList>
            <div className="min-w-0 flex-1">
              <SettingsPanel value="account">
                <AccountSection user={me.data} />
              </SettingsPanel>
              <SettingsPanel value="security">
                <SecuritySection user={me.data} />
              </SettingsPanel>
              <SettingsPanel value="verification">
                <VerificationSection user={me.data} />
              </SettingsPanel>
              <SettingsPanel value="notifications">
                <NotificationsSection />
              </SettingsPanel>
              <SettingsPanel value="privacy">
                <PrivacySection />
              </SettingsPanel>
            </div>
          </SettingsTabs>
        </>
      )}
    </>
  );
}
