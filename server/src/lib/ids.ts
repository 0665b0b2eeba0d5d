const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id that is not even well formed is nobody's: the same 404 as another person's id. */
export const isUuid = (value: string) => UUID.test(value);
