import { useQuery } from '@tanstack/react-query';
import type { AppConfigResponse } from '../../shared/contracts/contact';
import * as contactRoutes from '../../shared/contracts/contact-routes';
import { callApi } from './api';
import { useHydrated } from './use-hydrated';

/**
 * Public settings from GET /api/config (a global in the page would need an inline script, which the
 * CSP forbids), read once for the footer and the contact page. Any failure means "no contact address":
 * the footer then points to /contact, and a page whose point is to reach us shows no error.
 */
function useSiteConfig() {
  return useQuery({
    queryKey: ['site-config'],
    queryFn: async ({ signal }): Promise<AppConfigResponse> => {
      try {
        const config = await callApi(contactRoutes.getConfig, { signal });
        return { contactEmail: config.contactEmail || null };
      } catch {
        return { contactEmail: null };
      }
    },
  });
}

/**
 * The support address, or null. Null in a component's first render in the browser as well: the public
 * pages are prerendered without it (decision 015), and a part of the page hydrated later (the lazily
 * loaded contact page) could otherwise find the footer's answer already cached and draw something the
 * HTML does not have, which React reports as a hydration mismatch (error #418).
 */
export function useContactEmail(): string | null {
  return useContactEmailState() ?? null;
}

/**
 * The support address as the page should draw it: undefined until it can be known (before hydration,
 * as the prerendered HTML has it, and while the settings are on their way), then the address or null.
 * For a place that keeps the address's room meanwhile, so its arrival moves nothing.
 */
export function useContactEmailState(): string | null | undefined {
  const isHydrated = useHydrated();
  const config = useSiteConfig();
  if (!isHydrated || config.isPending) return undefined;
  return config.data?.contactEmail ?? null;
}
