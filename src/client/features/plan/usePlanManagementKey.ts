import { STORAGE_KEYS } from '../../../contract/constants';
import { useDeviceList } from '../../lib/deviceStorage';

/** This device's management key for the plan, if it made it (My Workouts keeps it: ManagePlan.tsx). */
export function useManagementKey(planId: string): string | undefined {
  return useDeviceList(STORAGE_KEYS.workouts).find((item) => item.id === planId)?.managementKey;
}
