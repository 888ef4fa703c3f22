import type { MerchantFull } from '@suavez/shared/contracts/merchant.contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { merchantFullKey, useMerchantFullQuery } from '@/api/get-merchant-full.api';
import { MerchantNavbar } from '@/components/ui/merchant-navbar';
import { useMerchantErrorHandler, useMerchantQueryError } from '@/hooks/use-merchant-error-handler';
import { useCanStaff } from '@/hooks/use-merchant-role';
import { notify } from '@/lib/notify';
import { useDocumentTitle } from '@/lib/use-document-title';
import { purgeQueue } from '../api/purge-queue.api';
import { toggleMerchantOpen } from '../api/toggle-open.api';
import { useMerchantSession } from '../hooks/use-merchant-session';
import { useSessionCheck } from '../hooks/use-session-check';
import { merchantMessages } from '../merchant-messages';
import { CloseStoreModal } from './close-store-modal';
import { EmailConfirmationBanner } from './email-confirmation-banner';
import { MerchantCard } from './merchant-card';
import { MerchantLinksCard } from './merchant-links-card';
import { ReportModal } from './report-modal';
import { SettingsAccordion } from './settings-accordion';
import { SetupChecklist, type SetupSettingsSection, settingsSectionId } from './setup-checklist';

/**
 * `/merchant`: the session check, the merchant card, the owner's setup checklist, the restaurant's links, the
 * settings, and the close and report dialogs.
 */
export function HomeScreen() {
  const session = useMerchantSession();
  const account = useSessionCheck(session.token);
  const queryClient = useQueryClient();
  const handleError = useMerchantErrorHandler();
  const merchantQuery = useMerchantFullQuery(session.merchantId);
  useMerchantQueryError(merchantQuery, merchantMessages.merchantLoadFailed);
  const merchant = merchantQuery.data;
  useDocumentTitle(merchant ? `Home de ${merchant.name}` : null);
  const [isCloseDialogOpen, setIsCloseDialogOpen] = useState(false);
  const [isReportOpen, setIsReportOpen] = useState(false);
  // Hours, automations and Pix are the owner's (docs/access.md#staff-roles).
  const canChangeSettings = useCanStaff('settings');
  // The open section of the settings: the checklist's 'horários' and 'Pix' steps open theirs.
  const [settingsSection, setSettingsSection] = useState<string | null>(null);
  const openSettings = (section: SetupSettingsSection) => {
    setSettingsSection(section);
    document.getElementById(settingsSectionId(section))?.scrollIntoView({ block: 'start' });
  };

  const toggleOpen = useMutation({
    // The purge, when asked for, runs after the toggle answered (docs/queue.md#purge).
    mutationFn: (_input: { purgeReason: string | null; wasOpen: boolean }) =>
      toggleMerchantOpen(session.merchantId),
    onSuccess: async (data: MerchantFull, { purgeReason, wasOpen }) => {
      queryClient.setQueryData(merchantFullKey(session.merchantId), data);
      setIsCloseDialogOpen(false);
      if (purgeReason === null || !wasOpen) return;
      try {
        await purgeQueue(session.merchantId, purgeReason);
        notify('info', merchantMessages.purgeDone);
      } catch (error) {
        handleError(error, merchantMessages.purgeFailed);
      }
    },
    onError: (error) => handleError(error, merchantMessages.toggleOpenFailed),
  });

  return (
    <>
      <MerchantNavbar />
      <main className="container py-4" style={{ maxWidth: 960 }}>
        {account?.emailConfirmed === false && <EmailConfirmationBanner email={account.email} />}
        <MerchantCard
          merchant={merchant}
          isToggling={toggleOpen.isPending}
          onOpenReport={() => setIsReportOpen(true)}
          onToggleOpen={() => {
            if (!merchant) return;
            // Closing asks first; opening does not (docs/queue.md#toggles).
            if (merchant.isOpen) setIsCloseDialogOpen(true);
            else toggleOpen.mutate({ purgeReason: null, wasOpen: false });
          }}
        />
        {canChangeSettings && merchant && (
          <SetupChecklist merchantId={session.merchantId} onOpenSettings={openSettings} />
        )}
        {merchant && <MerchantLinksCard merchant={merchant} />}
        {canChangeSettings && (
          <SettingsAccordion
            merchant={merchant}
            openSection={settingsSection}
            onOpenSectionChange={setSettingsSection}
          />
        )}
      </main>
      <CloseStoreModal
        show={isCloseDialogOpen}
        isAutoQueueOn={merchant?.autoQueue ?? false}
        isClosing={toggleOpen.isPending}
        onCancel={() => setIsCloseDialogOpen(false)}
        onConfirm={(purgeReason) => toggleOpen.mutate({ purgeReason, wasOpen: merchant?.isOpen ?? false })}
      />
      {merchant && (
        <ReportModal
          show={isReportOpen}
          merchantId={session.merchantId}
          timeZone={merchant.timeZone}
          onHide={() => setIsReportOpen(false)}
        />
      )}
    </>
  );
}
