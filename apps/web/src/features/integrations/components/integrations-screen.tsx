import { Alert } from 'react-bootstrap';
import { MerchantNavbar } from '@/components/ui/merchant-navbar';
import { useCanStaff } from '@/hooks/use-merchant-role';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ApiKeysCard } from './api-keys-card';
import { WebhooksCard } from './webhooks-card';

/**
 * `/merchant/integracoes` (docs/integrations.md, docs/screens.md#integrações): the owner's API keys and
 * webhooks. Anyone else sees why they cannot (the server would answer 403).
 */
export function IntegrationsScreen() {
  useDocumentTitle('Integrações');
  const isOwner = useCanStaff('settings');
  return (
    <>
      <MerchantNavbar />
      <main className="container py-4" style={{ maxWidth: 960 }}>
        <h1 className="h3 mb-2">Integrações</h1>
        <p className="text-body-secondary">
          Ligue o SuaVez ao sistema do caixa, à impressora da cozinha e a outras ferramentas.
        </p>
        {isOwner ? (
          <>
            <ApiKeysCard />
            <WebhooksCard />
          </>
        ) : (
          <Alert variant="info">Só o dono do estabelecimento gerencia as integrações.</Alert>
        )}
      </main>
    </>
  );
}
