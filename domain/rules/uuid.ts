// Ids made with crypto.randomUUID (credentials, status lists): lower-case, hyphenated.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const isUuid = (value: string): boolean => UUID.test(value);
