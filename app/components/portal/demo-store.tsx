import { createContext, type ReactNode, useContext, useMemo, useState } from "react";
import type { PortalDoubt } from "~/lib/portal-types";

/*
 * The demo portal's own state (PRODUCT.md item 4): what a visitor does there
 * lives in this browser tab only. It survives moving between portal pages and
 * is gone after a reload; nothing is sent to the server.
 */
interface DemoState {
  addedDoubts: PortalDoubt[];
  addDoubt(doubt: PortalDoubt): void;
  profile: { email?: string; phone?: string };
  setProfile(profile: { email: string; phone: string }): void;
}

const DemoContext = createContext<DemoState | null>(null);

export function DemoProvider({ children }: { children: ReactNode }) {
  const [addedDoubts, setAddedDoubts] = useState<PortalDoubt[]>([]);
  const [profile, setProfileState] = useState<DemoState["profile"]>({});
  const value = useMemo<DemoState>(
    () => ({
      addedDoubts,
      addDoubt: (doubt) => setAddedDoubts((list) => [doubt, ...list]),
      profile,
      setProfile: (p) => setProfileState(p),
    }),
    [addedDoubts, profile],
  );
  return <DemoContext.Provider value={value}>{children}</DemoContext.Provider>;
}

export function useDemoStore(): DemoState {
  const value = useContext(DemoContext);
  if (!value) throw new Error("useDemoStore() needs <DemoProvider>");
  return value;
}
