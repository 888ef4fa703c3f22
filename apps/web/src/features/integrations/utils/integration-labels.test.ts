import { apiKeyScopes, webhookEventTypes } from '@suavez/shared/domain/integrations';
import { describe, expect, it } from 'vitest';
import {
  apiKeyScopeLabels,
  describeWebhookType,
  formatIntegrationDate,
  webhookEventLabels,
} from './integration-labels';

describe('integration labels', () => {
  it('names every scope and event with its own words', () => {
    const scopeWords = apiKeyScopes.map((scope) => apiKeyScopeLabels[scope]);
    const eventWords = webhookEventTypes.map((type) => webhookEventLabels[type]);
    expect(new Set(scopeWords).size).toBe(apiKeyScopes.length);
    expect(new Set(eventWords).size).toBe(webhookEventTypes.length);
  });

  it('describes a delivered type, the ping and an unknown one', () => {
    expect(describeWebhookType('order.sent')).toBe('Pedido enviado');
    expect(describeWebhookType('ping')).toBe('Teste');
    expect(describeWebhookType('order.future')).toBe('order.future');
    expect(describeWebhookType('toString')).toBe('toString');
  });

  it('writes an instant in Brasília time, or Nunca', () => {
    expect(formatIntegrationDate('2026-12-02T11:15:00.000Z')).toBe('02/12/2026, 08:15');
    expect(formatIntegrationDate(null)).toBe('Nunca');
  });
});
