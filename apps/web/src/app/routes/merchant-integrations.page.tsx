import { IntegrationsScreen } from '@/features/integrations/components/integrations-screen';

/** `/merchant/integracoes`: the owner's API keys and webhooks (docs/integrations.md). */
export function MerchantIntegrationsPage() {
  return <IntegrationsScreen />;
}
