import { createContext, useContext } from 'react';

/** The shell's `navigate(path)` (RemoteProps) for links that leave this remote. */
export const ShellNavigationContext = createContext<(path: string) => void>((path) => {
  window.location.assign(path);
});

export const useShellNavigate = (): ((path: string) => void) => useContext(ShellNavigationContext);
