import { MantineProvider } from "@mantine/core";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { lazy, Suspense, useState } from "react";
import { BrowserRouter } from "react-router";
import { ServerBusyNotice } from "../components/server-busy-notice.tsx";
import { useNotificationsWanted } from "../lib/notify.ts";
import { cssVariablesResolver, theme } from "../theme/theme.ts";
import { createQueryClient } from "./query-client.ts";
import { AppRoutes } from "./routes.tsx";

const NotificationsHost = lazy(() =>
  import("./notifications-host.tsx").then((m) => ({ default: m.NotificationsHost })),
);

/** `client`: the entry's query client, already loading the first page's data. */
export function App({ client }: { client?: QueryClient }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  const notificationsWanted = useNotificationsWanted();
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      {notificationsWanted && (
        <Suspense fallback={null}>
          <NotificationsHost />
        </Suspense>
      )}
      <ServerBusyNotice />
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  );
}
