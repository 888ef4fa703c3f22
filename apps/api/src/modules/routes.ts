import type { FastifyInstance } from 'fastify';
import { registerAccountRoutes } from './account/account.routes';
import { registerMerchantSignupRoutes } from './account/merchant-signup.routes';
import { registerApiKeyRoutes } from './api-keys/api-keys.routes';
import { registerAuditRoutes } from './audit/audit.routes';
import { registerBookingsRoutes } from './bookings/bookings.routes';
import { registerMerchantBookingsRoutes } from './bookings/merchant-bookings.routes';
import { registerCatalogRoutes } from './catalog/catalog.routes';
import { registerCategoryRoutes } from './catalog/category.routes';
import { registerItemRoutes } from './catalog/item.routes';
import { registerPublicCatalogRoutes } from './catalog/public-catalog.routes';
import { registerConsumerRoutes } from './consumer/consumer.routes';
import { registerDevSmsRoutes } from './consumer/dev-sms.routes';
import { registerDevEmailRoutes } from './email/dev-email.routes';
import { registerFeedbackRoutes } from './feedback/feedback.routes';
import { registerFlagRoutes } from './flag/flag.routes';
import { registerHallRoutes } from './hall/hall.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerHostSignalRoutes } from './host-signal/host-signal.routes';
import { registerMerchantCountsRoutes } from './host-signal/merchant-counts.routes';
import { registerKitchenRoutes } from './kitchen/kitchen.routes';
import { registerLeadRoutes } from './lead/lead.routes';
import { registerLiveRoutes } from './live/live.routes';
import { registerMerchantRoutes } from './merchant/merchant.routes';
import { registerMerchantAppearanceRoutes } from './merchant/merchant-appearance.routes';
import { registerMerchantPixRoutes } from './merchant/merchant-pix.routes';
import { registerMerchantPublicRoutes } from './merchant/merchant-public.routes';
import { registerMetricsRoutes } from './metrics/metrics.routes';
import { registerOrderRoutes } from './order/order.routes';
import { registerOrderMerchantRoutes } from './order/order-merchant.routes';
import { registerSiteMapRoutes } from './page-meta/page-meta.routes';
import { registerPhotoRoutes } from './photo/photo.routes';
import { registerPixRoutes } from './pix/pix.routes';
import { registerPixWebhookRoutes } from './pix/pix-webhook.routes';
import { registerPublicApiRoutes } from './public-api/public-api.routes';
import { registerPublicApiOpenApiRoutes } from './public-api/public-api-openapi.routes';
import { registerPushRoutes } from './push/push.routes';
import { registerQueueCheckinRoutes } from './queue/queue-checkin.routes';
import { registerQueueCheckoutRoutes } from './queue/queue-checkout.routes';
import { registerQueueConsumerRoutes } from './queue/queue-consumer.routes';
import { registerQueueExtendRoutes } from './queue/queue-extend.routes';
import { registerQueueInviteRoutes } from './queue/queue-invite.routes';
import { registerQueueMerchantRoutes } from './queue/queue-merchant.routes';
import { registerQueuePreviewRoutes } from './queue/queue-preview.routes';
import { registerQueueReportRoutes } from './queue/queue-report.routes';
import { registerSetupRoutes } from './setup/setup.routes';
import { registerStaffRoutes } from './staff/staff.routes';
import { registerTablesRoutes } from './tables/tables.routes';
import { registerWebhooksRoutes } from './webhooks/webhooks.routes';
import { registerConsumerLinkRoutes } from './whatsapp/consumer-link.routes';
import { registerWhatsAppWebhookRoutes } from './whatsapp/whatsapp-webhook.routes';

/** One route file: registers its routes on the app it is given (who may call each: its `config`). */
export type RegisterRoutes = (app: FastifyInstance) => void;

/**
 * Routes at the root, outside `/api`: the load balancer's probes, the metrics scrape, and robots.txt and
 * sitemap.xml for search engines.
 */
export const rootRoutes: readonly RegisterRoutes[] = [
  registerHealthRoutes,
  registerMetricsRoutes,
  registerSiteMapRoutes,
];

/**
 * Every other route file, served under `/api`, in this order (the OpenAPI document lists them so). A new
 * route file is added here; the access matrix (test/security/) then fails until it says who may call it.
 */
export const apiRoutes: readonly RegisterRoutes[] = [
  registerAccountRoutes,
  registerMerchantSignupRoutes,
  registerFlagRoutes,
  registerCatalogRoutes,
  registerCategoryRoutes,
  registerItemRoutes,
  registerPublicCatalogRoutes,
  registerMerchantPublicRoutes,
  registerQueueCheckinRoutes,
  registerConsumerRoutes,
  registerConsumerLinkRoutes,
  registerDevSmsRoutes,
  registerDevEmailRoutes,
  registerQueueConsumerRoutes,
  registerQueueInviteRoutes,
  registerQueuePreviewRoutes,
  registerFeedbackRoutes,
  registerPushRoutes,
  registerMerchantRoutes,
  registerMerchantPixRoutes,
  registerMerchantAppearanceRoutes,
  registerPhotoRoutes,
  registerStaffRoutes,
  registerTablesRoutes,
  registerBookingsRoutes,
  registerMerchantBookingsRoutes,
  registerAuditRoutes,
  registerSetupRoutes,
  registerWebhooksRoutes,
  registerQueueMerchantRoutes,
  registerQueueExtendRoutes,
  registerQueueReportRoutes,
  registerLeadRoutes,
  registerOrderRoutes,
  registerOrderMerchantRoutes,
  registerPixRoutes,
  registerPixWebhookRoutes,
  registerWhatsAppWebhookRoutes,
  registerHallRoutes,
  registerKitchenRoutes,
  registerHostSignalRoutes,
  registerMerchantCountsRoutes,
  registerQueueCheckoutRoutes,
  registerLiveRoutes,
  registerApiKeyRoutes,
  registerPublicApiRoutes,
  registerPublicApiOpenApiRoutes,
];
