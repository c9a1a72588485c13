// What a provider port throws when the provider refuses a request as asked (refunds and payouts alike).

/**
 * The provider refused the request as asked: asking again will not help, so the record is marked failed with
 * `reason`; any other error may pass and is thrown for a retry. Each port names its own kind.
 */
export abstract class ProviderRefused extends Error {
  constructor(
    readonly reason: string,
    name: string,
  ) {
    super(reason);
    this.name = name;
  }
}
