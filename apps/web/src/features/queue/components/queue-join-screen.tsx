import { buildWhatsAppJoinUrl } from '@suavez/shared/domain/whatsapp-join-link';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { getSmsVerificationFlag } from '@/api/get-sms-verification-flag.api';
import { LazyVerifyCodeDialog } from '@/components/forms/lazy-verify-code-dialog';
import { LanguageSwitcher } from '@/components/ui/language-switcher';
import { MerchantCard } from '@/components/ui/merchant-card';
import { toastApiError } from '@/lib/api-errors';
import { getCookie } from '@/lib/cookies';
import { useT } from '@/lib/i18n/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { getActiveQueue } from '../api/get-active-queue.api';
import { useHasActiveCatalogQuery } from '../api/get-has-active-catalog.api';
import { usePublicMerchantQuery } from '../api/get-public-merchant.api';
import { useQueuePreviewQuery } from '../api/get-queue-preview.api';
import { useJoinFlow } from '../hooks/use-join-flow';
import { describePhoneUse } from '../utils/describe-phone-use';
import { formatQueuePreview } from '../utils/format-queue-preview';
import { ClosedNotice } from './closed-notice';
import { JoinForm } from './join-form';
import { MerchantCardSkeleton } from './queue-skeleton';

/**
 * The join page of the QR code's link (docs/screens.md#join-page). `table`: the label of the table whose QR
 * code was scanned, sent with the join and proposed to the restaurant at check-in (docs/queue.md#table-labels).
 */
export function QueueJoinScreen({ merchantId, table }: { merchantId: string; table?: string }) {
  const [, navigate] = useLocation();
  const merchant = usePublicMerchantQuery(merchantId, { isPolled: true });
  const isOpen = merchant.data?.isOpen === true;
  const [slot, setSlot] = useState<number | null>(null);
  const preview = useQueuePreviewQuery(merchantId, slot, isOpen);
  const catalog = useHasActiveCatalogQuery(merchant.data && !isOpen ? merchantId : undefined);
  const smsCode = useQuery({
    queryKey: ['flag', 'SMS_VERIFICATION_ACCOUNT'],
    queryFn: () => getSmsVerificationFlag().catch(() => false),
    enabled: isOpen,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const flow = useJoinFlow(merchantId, table);
  const t = useT();
  useDocumentTitle(
    merchant.data ? t('queue.joinPageTitle', { name: merchant.data.name }) : t('queue.joinTitle'),
  );

  // A consumer who is already in a queue goes to it; errors of this check are swallowed
  // (docs/screens.md#join-page).
  useEffect(() => {
    const consumerId = getCookie('user');
    if (!consumerId) return;
    const controller = new AbortController();
    getActiveQueue(consumerId, controller.signal).then(
      () => navigate('/queue', { replace: true }),
      () => undefined,
    );
    return () => controller.abort();
  }, [navigate]);

  // Only a first read that failed: a later poll that fails keeps the restaurant on screen.
  const isNotFound = merchant.isError && !merchant.data;
  useEffect(() => {
    if (isNotFound) toastApiError(merchant.error, t('queue.loadRestaurantError'));
  }, [isNotFound, merchant.error, t]);

  if (isNotFound) {
    return (
      <main className="container py-5" style={{ maxWidth: '40rem' }}>
        <h1 className="h3">{t('queue.notFoundTitle')}</h1>
        <p className="text-body-secondary">{t('queue.notFoundText')}</p>
        <Link href="/" className="btn btn-outline-primary">
          {t('common.goHome')}
        </Link>
      </main>
    );
  }

  if (!merchant.data) {
    return (
      <main aria-busy="true">
        <MerchantCardSkeleton />
      </main>
    );
  }

  return (
    <main className="pb-5">
      {/* A tourist finds their language before anything else (rules.md §16). */}
      <div className="container d-flex justify-content-end pt-2" style={{ maxWidth: '40rem' }}>
        <LanguageSwitcher />
      </div>
      <MerchantCard merchant={merchant.data}>
        {merchant.data.bookingsEnabled ? (
          // Bookings on (docs/bookings.md#as-telas): a table for later, open or closed now.
          <Link
            href={`/reservar?merchant=${encodeURIComponent(merchantId)}`}
            className="btn btn-outline-primary mb-2 d-inline-flex align-items-center"
            style={{ minHeight: 44 }}
          >
            {t('queue.bookTable')}
          </Link>
        ) : null}
      </MerchantCard>
      <div className="container" style={{ maxWidth: '40rem' }}>
        {isOpen ? (
          <>
            {table ? <p className="mb-2">{t('queue.tableLabel', { table })}</p> : null}
            {preview.data ? <p className="fw-semibold mb-3">{formatQueuePreview(preview.data)}</p> : null}
            {flow.phoneTaken ? (
              // A stranger may have joined first with this diner's number: the host can remove them.
              <div role="alert" className="alert alert-warning">
                <p className="mb-1">{flow.phoneTaken}</p>
                <p className="mb-0">{t('queue.phoneTakenHelp')}</p>
              </div>
            ) : null}
            <JoinForm
              isSubmitting={flow.isSubmitting}
              onSubmit={flow.submit}
              slot={slot}
              onSlotChange={setSlot}
              phoneHint={describePhoneUse(merchant.data, smsCode.data === true)}
            />
            {merchant.data.whatsAppNumber && merchant.data.shortId ? (
              // The same queue in the chat (docs/whatsapp.md#where-diners-find-it): a second way, under the form.
              <div className="text-center mt-3">
                <a
                  href={buildWhatsAppJoinUrl(merchant.data.whatsAppNumber, merchant.data.shortId)}
                  target="_blank"
                  rel="noopener"
                  className="btn btn-outline-success d-inline-flex align-items-center"
                  style={{ minHeight: 44 }}
                  aria-describedby="join-whatsapp-hint"
                >
                  {t('queue.joinByWhatsApp')}
                </a>
                <p id="join-whatsapp-hint" className="small text-body-secondary mt-1 mb-0">
                  {t('queue.joinByWhatsAppHint')}
                </p>
              </div>
            ) : null}
          </>
        ) : (
          <ClosedNotice
            schedule={merchant.data.weekDayWorkshift}
            menuHref={catalog.data ? `/catalog?merchant=${encodeURIComponent(merchantId)}` : undefined}
          />
        )}
      </div>
      {flow.pending ? (
        <LazyVerifyCodeDialog
          phone={flow.pending.phone}
          onVerify={flow.verify}
          onResend={flow.resend}
          onClose={flow.cancelVerification}
        />
      ) : null}
    </main>
  );
}
