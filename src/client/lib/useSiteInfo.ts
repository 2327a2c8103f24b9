import { useQuery } from '@tanstack/react-query';
import { useTRPC } from './trpc';

/** Site configuration (beta end, award, support and social links) and the live plans-this-week figure. */
export function useSiteInfo() {
  const trpc = useTRPC();
  return useQuery(trpc.system.siteInfo.queryOptions());
}
