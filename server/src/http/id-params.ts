import { z } from 'zod';

/**
 * The `{id}` path parameter of a route, checked at the edge: an id that is not even a UUID is
 * nobody's, so it answers the same 404 and sentence as another person's id (the error handler
 * answers a path parameter that fails its schema with 404 not_found and this message).
 */
export const idParams = (notFoundDetail: string) => z.object({ id: z.uuid({ error: notFoundDetail }) });
