import { Collapse, MantineProvider, mergeThemeOverrides } from "@mantine/core";
import { Notifications } from "@mantine/notifications";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter, Route, Routes, useLocation } from "react-router";
import { useAppTheme } from "../app/app-theme.ts";
import { cssVariablesResolver, theme } from "../theme/theme.ts";

/**
 * The app's theme with panels that open at once: an animated Collapse keeps its content
 * `display: none` until the next animation frame, so a test reading it right after the click
 * would pass or fail with the machine's load.
 */
const testTheme = mergeThemeOverrides(theme, {
  components: { Collapse: Collapse.extend({ defaultProps: { transitionDuration: 0 } }) },
});

/** Shows the current path so tests can assert on navigation. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** The app's providers as app.tsx sets them (dialogs' close buttons named in the language). */
function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider
      theme={useAppTheme(testTheme)}
      cssVariablesResolver={cssVariablesResolver}
      env="test"
    >
      {children}
    </MantineProvider>
  );
}

export function renderWithProviders(
  ui: ReactNode,
  {
    route = "/",
    client,
  }: {
    route?: string | { pathname: string; state: unknown };
    /** The app's own query client (its retries), instead of one that never retries. */
    client?: QueryClient;
  } = {},
) {
  const queryClient =
    client ??
    new QueryClient({
      defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
    });
  const result = render(
    <Providers>
      <Notifications />
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </Providers>,
  );
  return { ...result, queryClient };
}
