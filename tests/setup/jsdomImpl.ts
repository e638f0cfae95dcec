/** jsdom's implementation object behind a DOM wrapper (under its own symbol, described "impl"). */
export function implOf<T>(wrapper: object): T | undefined {
  const symbol = Object.getOwnPropertySymbols(wrapper).find((candidate) => candidate.description === 'impl');
  return symbol ? (wrapper as Record<symbol, T>)[symbol] : undefined;
}
