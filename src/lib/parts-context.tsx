import { createContext, type ReactNode, use } from 'react';

/**
 * A context for the parts a route wires into a feature's screens (DESIGN §2: features do not import each
 * other, so the route hands them what they need). `name` is the provider's name, said when one is missing.
 */
export function partsContext<T>(name: string) {
  const Context = createContext<T | null>(null);
  function Provider({ parts, children }: { parts: T; children: ReactNode }) {
    return <Context value={parts}>{children}</Context>;
  }
  Provider.displayName = name;
  /** The wired parts (a screen outside its provider is a programming error). */
  function useParts(): T {
    const parts = use(Context);
    if (!parts) throw new Error(`${name} missing`);
    return parts;
  }
  return { Provider, useParts };
}
