import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../lib/api';

export type SiteConfig = { contactEmail: string | null };

/**
 * Public settings from GET /api/config (a global in the page would need an inline script, which the
 * CSP forbids). Any failure means "no contact address": the footer then points to /contact.
 */
export function useSiteConfig() {
  return useQuery({
    queryKey: ['site-config'],
    queryFn: async ({ signal }): Promise<SiteConfig> => {
      try {
        const config = await apiRequest<Partial<SiteConfig>>('/api/config', { signal });
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
