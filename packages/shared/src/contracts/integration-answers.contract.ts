// The answers of the owner's 'Integrações' screen (rules §15): the API's own contracts, under the names the
// screen reads them by.
export {
  type ApiKeyCreated as CreatedApiKey,
  type ApiKeySummary,
  apiKeyCreatedSchema as createdApiKeySchema,
  apiKeyListSchema as apiKeySummaryListSchema,
  apiKeySummarySchema,
} from './api-keys.contract';
export {
  type CreatedWebhook,
  createdWebhookSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
} from './webhooks.contract';
