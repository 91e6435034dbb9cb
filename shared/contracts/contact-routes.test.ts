import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AppConfigResponse, ContactMessageInput, ContactMessageResponse } from './contact.js';
import * as contactRoutes from './contact-routes.js';
import * as contactWriteRoutes from './contact-write-routes.js';
import type { RouteAnswer, RouteBody } from './route.js';
import { routeUrl } from './route.js';

describe('contact routes', () => {
  it('are public and unscoped', () => {
    expect(routeUrl(contactRoutes.getConfig, {})).toBe('/api/config');
    expect(routeUrl(contactWriteRoutes.sendContactMessage, {})).toBe('/api/contact');
    expect(contactWriteRoutes.sendContactMessage.access).toEqual({ auth: 'public' });
  });

  it('type the answers and the body from the declarations', () => {
    expectTypeOf<RouteAnswer<typeof contactRoutes.getConfig>>().toEqualTypeOf<AppConfigResponse>();
    expectTypeOf<
      RouteAnswer<typeof contactWriteRoutes.sendContactMessage>
    >().toEqualTypeOf<ContactMessageResponse>();
    expectTypeOf<
      RouteBody<typeof contactWriteRoutes.sendContactMessage>
    >().toEqualTypeOf<ContactMessageInput>();
  });
});
