import { useQuery } from '@tanstack/react-query';
import type { AppConfigResponse } from '../../shared/contracts/contact';
import { apiRequest } from './api';

/**
 * Public settings from GET /api/config (a global in the page would need an inline script, which the
 * CSP forbids), read once for the footer and the contact page. Any failure means "no contact address":
 * the footer then points to /contact, and a page whose point is to reach us shows no error.
 */
export function useSiteConfig() {
  return useQuery({
    queryKey: ['site-config'],
    queryFn: async ({ signal }): Promise<AppConfigResponse> => {
      try {
        const config = await apiRequest<Partial<AppConfigResponse>>('/api/config', { signal });
        return {
          contactEmail:
            typeof config?.contactEmail === 'string' && config.contactEmail ? config.contactEmail : null,
        };
      } catch {
        return { contactEmail: null };
      }
    },
  });
}
