import type { VersionedInput } from '@mv-admin/shared-api';
import { deliveryApi, type PackageConfig, type PackageConfigInput, type packageConfigSorts } from '@mv-admin/shared-api/delivery';
import { listFilter, listFilters, type ServerTableQuery } from '@mv-admin/shared-ui/list';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { deliveryPricingKeys } from '../../shared/api/query-keys';
import { useInvalidateDeliveryPricing } from '../../shared/api/use-invalidate-delivery-pricing';

export const packageConfigListKey = deliveryPricingKeys.packageConfigs;

/** The list's URL filters: `?delivery_slot_id=2&is_active=true`. */
export const packageConfigFilters = listFilters({ delivery_slot_id: listFilter.id(), is_active: listFilter.active() });
export type PackageConfigFilters = z.output<typeof packageConfigFilters>;

export const fetchPackageConfigPage = (query: ServerTableQuery<PackageConfigFilters, typeof packageConfigSorts>, signal: AbortSignal) =>
  deliveryApi.listPackageConfigs({ query }, signal);

/** Creates a package configuration, or updates `config` when given; an emptied description is saved as none. */
export function useSavePackageConfig(config?: PackageConfig) {
  const invalidate = useInvalidateDeliveryPricing();
  return useMutation({
    mutationFn: ({ values, version }: VersionedInput<PackageConfigInput>) => {
      const body = { ...values, description: values.description || null };
      return config
        ? deliveryApi.updatePackageConfig({ params: { package_config_id: config.id }, body, ifMatch: version })
        : deliveryApi.createPackageConfig({ body });
    },
    onSuccess: invalidate,
  });
}

/** Switches one package configuration on or off. */
export function useSetPackageConfigActive() {
  const invalidate = useInvalidateDeliveryPricing();
  return useMutation({
    mutationFn: ({ config, active }: { config: PackageConfig; active: boolean }) =>
      deliveryApi.updatePackageConfig({ params: { package_config_id: config.id }, body: { is_active: active }, ifMatch: config.version }),
    // Refused too (a 412 when someone else changed the row): the list re-reads the saved value.
    onSettled: invalidate,
  });
}
