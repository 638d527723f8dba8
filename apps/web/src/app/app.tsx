import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { BrowserRouter } from "react-router";
import { useAppUpdateWaiting } from "../lib/app-update.ts";
import { useNotificationsWanted } from "../lib/notify.ts";
import { useServerBusy } from "../lib/use-server-busy.ts";
import { cssVariablesResolver, theme } from "../theme/theme.ts";
import { useAppTheme } from "./app-theme.ts";
import { createQueryClient } from "./query-client.ts";
import { AppRoutes } from "./routes.tsx";

// Loaded the first time the server says it is busy: most visits never need it.
const ServerBusyNotice = lazy(() =>
  import("../components/server-busy-notice.tsx").then((m) => ({ default: m.ServerBusyNotice })),
);
// Only when a new build's service worker waits (lib/service-worker.ts).
const UpdatePrompt = lazy(() =>
  import("./update-prompt.tsx").then((m) => ({ default: m.UpdatePrompt })),
);
const NotificationsHost = lazy(() =>
  import("./notifications-host.tsx").then((m) => ({ default: m.NotificationsHost })),
);

/** `client`: the entry's query client, already loading the first page's data. */
export function App({ client }: { client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const notificationsWanted = useNotificationsWanted();
  const serverBusy = useServerBusy();
  const updateWaiting = useAppUpdateWaiting();
  const appTheme = useAppTheme(theme);
  return (
    <MantineProvider
      theme={appTheme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      {notificationsWanted && (
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
      )}
      {serverBusy && (
        <Suspense fallback={null}>
          <ServerBusyNotice />
        </Suspense>
      )}
      {updateWaiting && (
        <Suspense fallback={null}>
          <UpdatePrompt />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
