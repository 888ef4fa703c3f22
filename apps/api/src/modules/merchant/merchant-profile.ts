import { merchants } from '#api/db/schema/merchant.schema';

/** A merchant's public profile: what consumers and visitors see of it, on every screen that shows it. */
export interface MerchantProfile {
  id: string;
  name: string;
  address: string;
  description: string;
  cover: string | null;
  icon: string | null;
}

/** The columns of the public profile, for every read that selects it (on its own or nested). */
export const merchantProfileColumns = {
  id: merchants.id,
  name: merchants.name,
  address: merchants.address,
  description: merchants.description,
  cover: merchants.cover,
  icon: merchants.icon,
};

/** The public profile of a merchant row that holds more (settings, flags): nothing else goes out. */
export function toMerchantProfile(merchant: MerchantProfile): MerchantProfile {
  return {
    id: merchant.id,
    name: merchant.name,
    address: merchant.address,
    description: merchant.description,
    cover: merchant.cover,
    icon: merchant.icon,
  };
}
