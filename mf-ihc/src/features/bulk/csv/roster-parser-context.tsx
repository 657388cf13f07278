import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { loadRosterParser } from './roster-parser';
import type { RosterParser } from './roster-parser';

const RosterParserContext = createContext<RosterParser | null>(null);

/** Injects a roster parser (tests pass `inlineRosterParser`, or a fake). */
export function RosterParserProvider({
  parser,
  children,
}: {
  parser: RosterParser;
  children: ReactNode;
}) {
  return <RosterParserContext.Provider value={parser}>{children}</RosterParserContext.Provider>;
}

let loaded: Promise<RosterParser> | undefined;

/** The injected parser, else this environment's (the worker in a browser), loaded once. */
export function useRosterParser(): () => Promise<RosterParser> {
  const injected = useContext(RosterParserContext);
  return () => {
    if (injected) return Promise.resolve(injected);
    loaded ??= loadRosterParser();
    return loaded;
  };
}
