// The one shape of every refusal the product's functions send (docs/decisions.md, the handler
// chain). API Gateway's own refusals (an unmatched path, a refused token) are `{ message }`.

export interface ApiErrorBody {
  readonly error: {
    readonly code: string;
    /** The first problem, in the spec's words. */
    readonly message: string;
    /** Each field path's messages, so a form can show them beside their controls. */
    readonly fields?: Readonly<Record<string, readonly string[]>>;
  };
}

export interface GatewayErrorBody {
  readonly message: string;
}
