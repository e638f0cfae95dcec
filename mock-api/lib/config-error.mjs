// A setting the API cannot start with (a secret missing in production, a gateway address that is no URL): the
// message says what to set. server.mjs prints it and exits; nothing else catches it.
export class ConfigError extends Error {}
