import { Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import classes from "./auth.module.css";

/** The frame shared by the sign-in, sign-up and password pages. */
export function AuthCard({
  title,
  subtitle,
  children,
  wide = false,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
  wide?: boolean;
}) {
  return (
    <div className={classes.page}>
      <Paper className={classes.card} data-wide={wide || undefined} withBorder radius="lg">
        <Stack gap="xs" mb="lg">
          <Title order={1} className={classes.title}>
            {title}
          </Title>
          {subtitle && <Text c="dimmed">{subtitle}</Text>}
        </Stack>
        {children}
      </Paper>
    </div>
  );
}
