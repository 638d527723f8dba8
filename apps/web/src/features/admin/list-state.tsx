import { Alert, Center, Loader, Text } from "@mantine/core";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "../../i18n/use-translation.ts";

/** Loading, failed and empty states shared by both tabs; the list itself otherwise. */
export function ListState<T>({
  query,
  failed,
  empty,
  children,
}: {
  query: UseQueryResult<{ data: T[] }>;
  failed: string;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t("app.loading")} />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {failed}
      </Alert>
    );
  }
  if (query.data.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {empty}
      </Text>
    );
  }
  return <>{children(query.data.data)}</>;
}
