import { TablesScreen } from '@/features/floor/components/tables-screen';

/** `/merchant/mesas`: the owner's tables (docs/tables.md). */
export function MerchantTablesPage() {
  return <TablesScreen />;
}
